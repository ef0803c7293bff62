import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserDetailData } from '@spesa/shared/account/user-detail.contract';
import { apiClient } from '../../../lib/api-client';
import { setUserDetail } from './get-user-detail';

/** spec §7 POST /registration/update_username. */
export async function updateUsername(username: string): Promise<UserDetail> {
  const envelope = await apiClient.postJson<UserDetailData>('/registration/update_username', { username });
  return envelope.data.user;
}

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: (detail) => setUserDetail(queryClient, detail),
  });
}
