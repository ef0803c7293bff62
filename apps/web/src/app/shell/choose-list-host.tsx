import { useQuery } from '@tanstack/react-query';
import type { WishlistProductIdsData } from '@spesa/shared/wishlist/wishlist.contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { apiClient } from '../../lib/api-client';
import {
  chooseListStore,
  closeChooseListDialog,
  openChooseListDialog,
  useChooseListProduct,
} from '../../lib/choose-list-store';
import { openLoginDialog } from '../../lib/ui-store';

// ARCHITECTURE §7: the dialog loads when first asked for.
const ChooseListDialog = lazy(() =>
  import('../../features/wishlist/components/choose-list-dialog').then((module) => ({
    default: module.ChooseListDialog,
  })),
);

/**
 * The choose-list dialog of the product card and page (spec §2 "Dialogs"). Lists belong to a signed-in
 * shopper: a visitor logs in first, and the dialog opens only after a successful login (spec §2, §6).
 */
export function ChooseListHost() {
  const product = useChooseListProduct();
  const { data: user, isPending } = useUser();
  const isUserLoggedIn = isLoggedIn(user);
  const isOpen = product !== null && isUserLoggedIn;
  // spec §6: the products of the shopper's own lists fill their hearts; a list's change refreshes them.
  const { data: listed } = useQuery({
    queryKey: ['wishlist', 'lists', 'product-ids'],
    queryFn: async () =>
      (await apiClient.get<WishlistProductIdsData>('/wishlist/product-ids', { notify: false })).data
        .productIds,
    enabled: isUserLoggedIn,
  });
  const productIds = isUserLoggedIn ? listed : undefined;
  useEffect(() => chooseListStore.set({ productIds: productIds ?? [] }), [productIds]);
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (product === null || isPending || isUserLoggedIn) return;
    closeChooseListDialog();
    void openLoginDialog().then((hasLoggedIn) => {
      if (hasLoggedIn) openChooseListDialog(product);
    });
  }, [product, isPending, isUserLoggedIn]);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChooseListDialog product={isOpen ? product : null} onClose={closeChooseListDialog} />
    </Suspense>
  );
}
