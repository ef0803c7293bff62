import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserDetailData } from '@spesa/shared/account/user-detail.contract';
import { apiClient } from '../../../lib/api-client';
import { personFiscalsQueryKey } from './get-person-fiscals';
import { setUserDetail } from './get-user-detail';

/**
 * spec §7 POST /registration/update_user_detail, /update_contact, /update_billing_address: each saves one
 * section of 'Il mio profilo' and answers the whole profile; the success toast comes from the answer.
 */
export type ProfileSection = 'update_user_detail' | 'update_contact' | 'update_billing_address';

export async function updateProfile(section: ProfileSection, body: object): Promise<UserDetail> {
  const envelope = await apiClient.postJson<UserDetailData>(`/registration/${section}`, body);
  return envelope.data.user;
}

export function useUpdateProfile(section: ProfileSection, onSaved?: (detail: UserDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => updateProfile(section, body),
    onSuccess: (detail) => {
      setUserDetail(queryClient, detail);
      // The name, fiscal code and billing data are who the invoices can be made out to.
      void queryClient.invalidateQueries({ queryKey: personFiscalsQueryKey });
      onSaved?.(detail);
    },
  });
}
