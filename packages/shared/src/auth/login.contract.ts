import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** spec §3 "Login payload" / §7 POST /auth/login (form-encoded on the original). */
export const loginBodySchema = z.object({
  login: z.string().trim().min(1, "Digitare l'e-mail").max(254),
  password: z.string().min(1, 'Digitare la password').max(200),
  remember_me: flag.optional(),
  show_sectors: flag.optional(),
  token: z.string().max(2000).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const LOGIN_FAILED_MESSAGE = 'E-mail o password non corretti.';
export const LOGIN_THROTTLED_MESSAGE =
  'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';
export const MAX_LOGIN_FAILURES = 5;
