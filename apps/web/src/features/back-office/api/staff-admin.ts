import {
  auditPageSchema,
  staffAccountSchema,
  staffCreatedSchema,
  type AuditQuery,
  type StaffAccount,
  type StaffCreateBody,
} from '@spesa/shared/admin/staff.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

const quiet = { notify: false } as const;
const STAFF_KEY = ['admin', 'staff'] as const;

/** README "Back-office" (Personale): the chain's staff with role, store and state. */
export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/staff`, { ...quiet, signal });
      return z.object({ staff: z.array(staffAccountSchema) }).parse(answer.data).staff;
    },
  });
}

/** Puts the member as the server answered it into the cached list. */
function useStoreMember() {
  const queryClient = useQueryClient();
  return (member: StaffAccount) =>
    queryClient.setQueryData<StaffAccount[]>(STAFF_KEY, (list) => {
      if (!list) return [member];
      return list.some((m) => m.staffId === member.staffId)
        ? list.map((m) => (m.staffId === member.staffId ? member : m))
        : [...list, member];
    });
}

/** A new member, or a new second factor: the answer carries the secret, shown once. */
export function useStaffSecretAction(action: 'create' | 'totp-reset') {
  const store = useStoreMember();
  return useMutation({
    mutationFn: async (body: StaffCreateBody | { staffId: number }) => {
      const url = action === 'create' ? `${ADMIN_API}/staff` : `${ADMIN_API}/staff/totp-reset`;
      return staffCreatedSchema.parse((await apiClient.postJson(url, body, quiet)).data);
    },
    onSuccess: (created) => store(created.staff),
  });
}

export function useStaffDisabled() {
  const store = useStoreMember();
  return useMutation({
    mutationFn: async (body: { staffId: number; disabled: boolean }) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/staff/disabled`, body, quiet);
      return z.object({ staff: staffAccountSchema }).parse(answer.data).staff;
    },
    onSuccess: store,
  });
}

/** README "Back-office" (Registro attività): one page of the audit log, filtered. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/audit`, { ...quiet, signal, query });
      return auditPageSchema.parse(answer.data);
    },
  });
}
