import {
  staffLoginAnswerSchema,
  staffMemberSchema,
  type StaffLoginBody,
  type StaffMember,
} from '@spesa/shared/admin/staff.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** README "Back-office": the staff calls, under /ebsn/api/admin, with the `spesa_staff` cookie. */
export const ADMIN_API = '/admin';

const memberDataSchema = z.object({ staff: staffMemberSchema });

/** The screens show the server's Italian errors themselves: no toasts. */
const quiet = { notify: false } as const;

/** The staff member of the session; null when there is none (401), so the app shows the login. */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: async ({ signal }): Promise<StaffMember | null> => {
      try {
        const answer = await apiClient.get(`${ADMIN_API}/auth/me`, { ...quiet, signal });
        return memberDataSchema.parse(answer.data).staff;
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

export function useStaffMe() {
  return useQuery(staffMeQuery());
}

/** Step one: e-mail and password; the server then waits for the second factor. */
export function useStaffPasswordLogin() {
  return useMutation({
    mutationFn: async (body: StaffLoginBody) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/auth/login`, body, quiet);
      return staffLoginAnswerSchema.parse(answer.data);
    },
  });
}

/** Step two: the 6-digit TOTP code; the session is then the member's. */
export function useStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/auth/totp`, { code }, quiet);
      return memberDataSchema.parse(answer.data).staff;
    },
    onSuccess: (member) => {
      queryClient.setQueryData(staffMeQuery().queryKey, member);
    },
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.postJson(`${ADMIN_API}/auth/logout`, {}, quiet),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(staffMeQuery().queryKey, null);
    },
  });
}

/** The server's Italian message of a failed call (the api client falls back to the generic one). */
export function errorMessageOf(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : i18n.t('errors.generic');
}
