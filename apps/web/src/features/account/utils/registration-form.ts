import {
  PRIVACY_REQUIRED_MESSAGE,
  type RegistrationDisclaimer,
} from '@spesa/shared/account/disclaimer.contract';
import { registrationFormSchema } from '@spesa/shared/account/registration.contract';
import { z } from 'zod';

/** The chain's consents as one checkbox each, by id; a required one (the privacy notice) must be ticked. */
export function consentsField(disclaimers: readonly RegistrationDisclaimer[]) {
  return z.record(z.string(), z.boolean()).superRefine((consents, context) => {
    for (const disclaimer of disclaimers) {
      const key = String(disclaimer.registrationDisclaimerId);
      if (disclaimer.required && consents[key] !== true) {
        context.addIssue({ code: 'custom', path: [key], message: PRIVACY_REQUIRED_MESSAGE });
      }
    }
  });
}

/** spec §2 `/registration-user` and §5: the shared registration form with the chain's consents. */
export function createRegistrationFormSchema(
  fidelityCardPrefix: string,
  disclaimers: readonly RegistrationDisclaimer[],
) {
  return registrationFormSchema(fidelityCardPrefix)
    .omit({ registrationDisclaimers: true })
    .extend({ consents: consentsField(disclaimers) });
}

type RegistrationFormSchema = ReturnType<typeof createRegistrationFormSchema>;
export type RegistrationFormInput = z.input<RegistrationFormSchema>;
export type RegistrationFormOutput = z.output<RegistrationFormSchema>;

export const EMPTY_REGISTRATION_FORM: RegistrationFormInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  fiscalCode: '',
  birthDate: '',
  fidelityCard: '',
  consents: {},
};
