import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import type { LoginBody } from '@spesa/shared/auth/login.contract';
import { useTranslation } from '../../../lib/use-translation';
import { HUMAN_CHECK_PARAM } from '@spesa/shared/human-check/human-check.contract';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userQueryKey } from './get-user';

export interface LoginResult {
  user: EnvelopeUser;
  cartId: number | null;
}

/** spec §7: POST /auth/login, form-encoded as on the original platform. */
export async function login(
  body: LoginBody & {
    /** spec §7 token_recaptcha, once the login has failed. */ humanCheckToken?: string | undefined;
  },
): Promise<LoginResult> {
  const envelope = await apiClient.postForm<LoginResult>(
    '/auth/login',
    {
      login: body.login,
      password: body.password,
      remember_me: String(body.remember_me ?? true),
      show_sectors: String(body.show_sectors ?? false),
    },
    // The dialog shows the server's message itself (spec §4: failure shows the response message).
    { notify: false, query: { [HUMAN_CHECK_PARAM]: body.humanCheckToken } },
  );
  return envelope.data;
}

/** A refusal is shown by the form from the mutation's error, so it has no toast. */
export function useLogin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      // A "who is logged in" asked just before the login would answer the visitor and overwrite the shopper.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, result.user);
      // Prices and availability may depend on the shopper (hidePricesUntilLogin).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      notify(t('auth.loginSuccess', { firstName: result.user.firstName ?? '' }), 'success');
    },
  });
}
