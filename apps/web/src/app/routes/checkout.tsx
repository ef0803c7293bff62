import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useUserDetail } from '../../features/account/api/get-user-detail';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { CartDeliveryInfo } from '../../features/delivery/components/cart-delivery-info';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentPath, track } from '../../lib/analytics';
import { cartQueryOptions } from '../../lib/cart-query';
import '../../lib/messages-it-orders';

/** spec §2 /checkout (behind the login guard): the delivery, the cart's options and the profile rules. */
export function CheckoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useDeliveryFlow(true);
  const { data: detail } = useUserDetail();
  useDocumentTitle(
    t('common.documentTitle', { page: t('checkout.title'), brandName: t('tenant.brandName') }),
  );
  const { data: cart } = useQuery(cartQueryOptions());
  const hasBegun = useRef(false);
  const cartTotal = cart && cart.totalItems > 0 ? cart.totalPrice : undefined;
  useEffect(() => {
    // spec §1 analytics: one begin_checkout per visit of the screen, once the cart is known.
    if (cartTotal === undefined || hasBegun.current) return;
    hasBegun.current = true;
    track({ name: 'begin_checkout', path: currentPath(), value: cartTotal });
  }, [cartTotal]);

  return (
    <CheckoutScreen
      deliveryInfo={<CartDeliveryInfo flow={flow} />}
      profile={detail && { level: detail.profile.level, billing: detail.billingAddress }}
      profileHref={paths.profileUpdate.getHref()}
      homeHref={paths.home.getHref()}
      onPrepared={() => void navigate(paths.payment.getHref())}
    />
  );
}
