import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import type { Address } from '@spesa/shared/delivery/address.contract';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';
import { setWishlist } from './get-wishlist';
import '../../../lib/messages-it-wishlist';

/**
 * spec §7 POST /wishlist/confirm (address_id, list_id): one of the shopper's own lists is confirmed for one of
 * their addresses.
 */
export async function confirmWishlist(input: {
  listId: number;
  addressId: number;
}): Promise<Envelope<Wishlist>> {
  return apiClient.postJson<Wishlist>(
    '/wishlist/confirm',
    {},
    { query: { address_id: input.addressId, list_id: input.listId }, notify: false },
  );
}

export interface ConfirmWishlistVariables {
  list: Pick<Wishlist, 'listId' | 'name'>;
  address: Pick<Address, 'addressId' | 'addressName'>;
}

/** spec §8: the server's messages, else the confirmed toast naming the list and the address. */
export function useConfirmWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, address }: ConfirmWishlistVariables) =>
      confirmWishlist({ listId: list.listId, addressId: address.addressId }),
    onSuccess: (envelope, { list, address }) => {
      setWishlist(queryClient, envelope.data);
      notifyAnswer(envelope, t('wishlists.confirmed', { name: list.name, address: address.addressName }));
    },
    onError: (error) => notifyFailure(error),
  });
}
