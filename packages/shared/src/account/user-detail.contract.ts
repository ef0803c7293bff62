import { z } from 'zod';
import {
  date,
  email,
  fiscalCode,
  fiscalCodeOrVat,
  fixedLength,
  lettersOnly,
  loyaltyCard,
  numbersOnly,
  phone,
  required,
  vatNumber,
} from '../validation/validators';
import { looseText, ruledField } from './account-fields.contract';

/** spec §5 and §9: a profile of this level is complete (`profile-confirmed`); ordering needs it. */
export const COMPLETE_PROFILE_LEVEL = 2;
/** spec §6: user types 1 and 2 are master accounts; a shopper is neither. */
export const SHOPPER_USER_TYPE_ID = 3;

export const billingAddressSchema = z.object({
  companyName: z.string(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string(),
  sdiCode: z.string().nullable(),
  pec: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** spec §3 "User", with the profile data of `/profile/profile-update`. */
export const userDetailSchema = z.object({
  userId: z.number().int(),
  login: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string().nullable(),
  /** gg/mm/aaaa, as the form shows it. */
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  homePhone: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  userPoints: z.object({ LOYALTY: z.object({ value: z.number().int() }) }),
  profile: z.object({ level: z.number().int(), confirmed: z.boolean() }),
  billingAddress: billingAddressSchema.nullable(),
  /** The consents given, by registration disclaimer id. */
  legals: z.array(z.object({ legalId: z.number().int() })),
  userType: z.object({ userTypeId: z.number().int() }),
  betaTester: z.string(),
  ssoUser: z.boolean(),
  crmUserSegments: z.array(z.object({ crmSegment: z.object({ crmSegmentId: z.number().int() }) })),
  hasFavorites: z.boolean(),
  /** spec §3 "User": the store (pick-up) address and the home address marked with a star, or none. */
  defaultStoreAddressId: z.number().int().nullable(),
  defaultDeliveryAddressId: z.number().int().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userDetailDataSchema = z.object({ user: userDetailSchema });
export type UserDetailData = z.infer<typeof userDetailDataSchema>;

/** 'Il mio profilo': the person, with the chain's fidelity card prefix. */
export function personFormSchema(fidelityCardPrefix: string) {
  return z.object({
    firstName: ruledField([required, lettersOnly]),
    lastName: ruledField([required, lettersOnly]),
    fiscalCode: ruledField([required, fiscalCode]),
    birthDate: ruledField([date]),
    fidelityCard: ruledField([loyaltyCard(fidelityCardPrefix)]),
  });
}
export type PersonForm = z.input<ReturnType<typeof personFormSchema>>;

/** An address id the shopper chooses as a default; null clears it, absent leaves it as it is. */
const defaultAddressId = z.number().int().positive().max(2_147_483_647).nullable().optional();

export const updateUserDetailBodySchema = z.object({
  firstName: looseText(),
  lastName: looseText(),
  fiscalCode: looseText(),
  birthDate: looseText(),
  fidelityCard: looseText(),
  /** spec §3 "User": set with the person; each must be one of the shopper's own addresses of its kind. */
  defaultStoreAddressId: defaultAddressId,
  defaultDeliveryAddressId: defaultAddressId,
});
export type UpdateUserDetailBody = z.input<typeof updateUserDetailBodySchema>;

export const DEFAULT_ADDRESS_INVALID_MESSAGE =
  "L'indirizzo scelto come predefinito non è tra i tuoi indirizzi di questo tipo.";

export const contactFormSchema = z.object({
  phone: ruledField([required, phone]),
  homePhone: ruledField([phone]),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const updateContactBodySchema = z.object({ phone: looseText(), homePhone: looseText() });

/** Billing data (spec §5: saved before the order is confirmed); the e-invoicing code has 7 characters. */
export const billingAddressFormSchema = z.object({
  companyName: ruledField([required]),
  vatNumber: ruledField([vatNumber]),
  fiscalCode: ruledField([required, fiscalCodeOrVat]),
  address1: ruledField([required]),
  addressNumber: ruledField([required]),
  postalCode: ruledField([required, numbersOnly, fixedLength(5)]),
  city: ruledField([required]),
  province: ruledField([required, lettersOnly, fixedLength(2)]),
  sdiCode: ruledField([fixedLength(7)]),
  pec: ruledField([email]),
});
export type BillingAddressForm = z.input<typeof billingAddressFormSchema>;

export const updateBillingAddressBodySchema = z.object({
  companyName: looseText(),
  vatNumber: looseText(),
  fiscalCode: looseText(),
  address1: looseText(),
  addressNumber: looseText(),
  postalCode: looseText(),
  city: looseText(),
  province: looseText(),
  sdiCode: looseText(),
  pec: looseText(),
});

/** GET /user-person-fiscal/list: who the shopper's invoices can be made out to. */
export const userPersonFiscalSchema = z.object({
  personFiscalId: z.number().int(),
  /** 1 a private person, 2 a company. */
  personTypeId: z.number().int(),
  name: z.string(),
  fiscalCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  isDefault: z.boolean(),
});
export type UserPersonFiscal = z.infer<typeof userPersonFiscalSchema>;

export const userPersonFiscalDataSchema = z.object({ userPersonFiscals: z.array(userPersonFiscalSchema) });

export const PROFILE_SAVED_MESSAGE = 'I tuoi dati sono stati aggiornati.';
export const FIDELITY_CARD_TAKEN_MESSAGE = 'Questa carta fedeltà è già associata a un altro account.';
