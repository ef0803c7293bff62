import { z } from 'zod';
import { formFlag } from './account-fields.contract';

/** spec §9: defaults of the registration disclaimers call. */
export const DEFAULT_REGISTRATION_MODULE_TYPE_ID = 2;
export const DEFAULT_REGISTRATION_STORE_ID = 5;

export const PRIVACY_DISCLAIMER_ID = 1;
export const NEWSLETTER_DISCLAIMER_ID = 2;

/** spec §3 "Registration disclaimers": one consent the chain asks for, with its own wording (spec §1). */
export const registrationDisclaimerSchema = z.object({
  registrationDisclaimerId: z.number().int(),
  code: z.enum(['PRIVACY', 'NEWSLETTER']),
  descr: z.string(),
  text: z.string(),
  required: z.boolean(),
  priority: z.number().int(),
  /** The shopper's answer; absent on the public list of the registration form. */
  value: z.boolean().optional(),
});
export type RegistrationDisclaimer = z.infer<typeof registrationDisclaimerSchema>;

export const registrationDisclaimersDataSchema = z.object({
  registrationDisclaimers: z.array(registrationDisclaimerSchema),
});
export type RegistrationDisclaimersData = z.infer<typeof registrationDisclaimersDataSchema>;

export const disclaimerListQuerySchema = z.object({
  store_id: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  registration_module_type_id: z.coerce.number().int().min(0).max(1_000).optional(),
});

/** `valid` is false when a required consent is missing or was given to wording that has changed since. */
export const checkDisclaimerDataSchema = z.object({
  valid: z.boolean(),
  registrationDisclaimers: z.array(registrationDisclaimerSchema),
});
export type CheckDisclaimerData = z.infer<typeof checkDisclaimerDataSchema>;

export const disclaimerChoiceSchema = z.object({
  registrationDisclaimerId: z.coerce.number().int().min(0).max(1_000_000),
  value: formFlag,
});
export type DisclaimerChoice = z.infer<typeof disclaimerChoiceSchema>;

export const disclaimerChoicesSchema = z.array(disclaimerChoiceSchema).max(20);

export const updateDisclaimerBodySchema = z.object({
  registrationDisclaimers: disclaimerChoicesSchema,
  registration_module_type_id: z.coerce.number().int().min(0).max(1_000).optional(),
});
export type UpdateDisclaimerBody = z.input<typeof updateDisclaimerBodySchema>;

/**
 * A short digest of a consent's wording (FNV-1a): consent given to an older text no longer counts for a
 * required disclaimer. Not a security measure, only a change detector.
 */
export function disclaimerTextVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length.toString(16)}-${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

export const PRIVACY_REQUIRED_MESSAGE = "Per continuare devi accettare l'informativa sulla privacy.";
export const DISCLAIMERS_SAVED_MESSAGE = 'Preferenze sul consenso salvate.';
