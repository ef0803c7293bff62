import { z } from 'zod';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, email } from '../validation/validators';

/**
 * spec §7 POST /eurospin-address-form/save-new-address: a shopper at an address the chain does not serve yet
 * asks to be told by e-mail when it does (offered on the not-served message, spec §8).
 */
const field = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max);

export const DELIVERY_AREA_PRIVACY_MESSAGE = 'Per essere avvisato accetta l’informativa sulla privacy.';
export const DELIVERY_AREA_ALREADY_SERVED_MESSAGE =
  'Consegniamo già a questo indirizzo: puoi salvarlo e scegliere la consegna a casa.';

export const deliveryAreaRequestBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => email(value) === true, EMAIL_MESSAGE),
  firstName: z.string().trim().max(80).optional(),
  address1: field(120),
  addressNumber: z.string().trim().max(20).default(''),
  city: field(80),
  province: field(40),
  postalcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Il CAP è di 5 cifre.'),
  /** The privacy notice accepted: the chain keeps the address and e-mail only to write once. */
  privacy: z.literal(true, { error: DELIVERY_AREA_PRIVACY_MESSAGE }),
});
export type DeliveryAreaRequestBody = z.infer<typeof deliveryAreaRequestBodySchema>;

/** The answer's info: the shopper is told where the e-mail will go. */
export function deliveryAreaRequestSavedMessage(to: string, city: string): string {
  return `Grazie! Ti scriveremo a ${to} quando consegneremo a ${city}.`;
}
