import type { TFunction } from 'i18next';
import { z } from 'zod';
import '../../../lib/messages-it-auth';

/** spec §5: an e-mail whose top-level part has 2 to 11 letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,11}$/i;

export function createLoginFormSchema(t: TFunction) {
  return z.object({
    login: z
      .string()
      .trim()
      .min(1, t('authForm.validation.emailRequired'))
      .regex(EMAIL_PATTERN, t('authForm.validation.emailInvalid')),
    password: z.string().min(1, t('authForm.validation.passwordRequired')),
    rememberMe: z.boolean(),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof createLoginFormSchema>>;
