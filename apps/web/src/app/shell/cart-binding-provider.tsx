import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { useCartBinding } from '../../features/cart/hooks/use-cart-binding';
import { usePromotionDialogProduct } from '../../features/cart/utils/promotion-dialog-store';
import { CartBindingContext } from '../../features/catalogue/hooks/use-cart-line';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useTenantConfig } from '../../lib/tenant-config-context';

const SelectablePromotionDialog = lazy(() =>
  import('../../features/cart/components/selectable-promotion-dialog').then((module) => ({
    default: module.SelectablePromotionDialog,
  })),
);

/** The cart's binding for every product control: the catalogue adds through the cart and delivery features. */
export function CartBindingProvider({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const { settings } = useTenantConfig();
  const isShopper = isLoggedIn(user);
  const flow = useDeliveryFlow(isShopper);
  // spec §4: with anonymous carts a visitor adds without login, address or timeslot.
  const isAnonymousCart = settings.anonymousCart && !isShopper;
  const ensureDeliveryReady = useMemo(
    () => (isAnonymousCart ? async () => true : flow.ensureDeliveryReady),
    [isAnonymousCart, flow],
  );
  const binding = useCartBinding({ isEnabled: isShopper || settings.anonymousCart, ensureDeliveryReady });
  const promotionProduct = usePromotionDialogProduct();
  const [hasAskedPromotion, setHasAskedPromotion] = useState(false);
  if (promotionProduct && !hasAskedPromotion) setHasAskedPromotion(true);

  return (
    <CartBindingContext value={binding}>
      {children}
      {hasAskedPromotion && (
        <Suspense fallback={null}>
          <SelectablePromotionDialog />
        </Suspense>
      )}
    </CartBindingContext>
  );
}
