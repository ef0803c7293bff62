import { z } from 'zod';

/** ARCHITECTURE §4 / API-COMPAT: the envelope of every JSON answer. */
export const responseStatusSchema = z.object({
  status: z.number().int(),
  errors: z.array(z.object({ error: z.string(), code: z.string().optional() })),
  infos: z.array(z.object({ info: z.string() })),
  warnings: z.array(z.object({ warning: z.string() })),
  errorsMessage: z.string().optional(),
  infosMessage: z.string().optional(),
  warningsMessage: z.string().optional(),
  requestId: z.string().optional(),
});
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

export const envelopeUserSchema = z.object({
  userId: z.number().int(),
  login: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  profileConfirmed: z.boolean().optional(),
});
export type EnvelopeUser = z.infer<typeof envelopeUserSchema>;

export const ANONYMOUS_USER_ID = -1;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ response: responseStatusSchema, user: envelopeUserSchema, data });
}

export interface Envelope<T> {
  response: ResponseStatus;
  user: EnvelopeUser;
  data: T;
}

/** spec §8: the generic message when an answer carries no error text of its own. */
export const GENERIC_ERROR_MESSAGE = 'Si è verificato un errore, riprova tra qualche minuto.';
/** spec §8: HTTP 419. */
export const SESSION_EXPIRED_MESSAGE =
  'La sessione è scaduta, si prega di rieffettuare il login per continuare.';
export const SESSION_HEADER = 'X-Ebsn-Session';
export const SESSION_COOKIE = 'X-Ebsn-Session';
/**
 * API-COMPAT "Envelope": the original platform's name for the session token. Accepted as a header and a cookie
 * like X-Ebsn-Session; the login answer carries the token in this response header for clients without cookies.
 */
export const ACCOUNT_HEADER = 'X-Ebsn-Account';
export const ACCOUNT_COOKIE = 'X-Ebsn-Account';
export const API_PREFIX = '/ebsn/api';
