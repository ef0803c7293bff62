import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useUserDetail } from '../../features/account/api/get-user-detail';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { CartDeliveryInfo } from '../../features/delivery/components/cart-delivery-info';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
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

  return (
    <CheckoutScreen
      deliveryInfo={<CartDeliveryInfo flow={flow} />}
      profile={detail && { level: detail.profile.level, hasBillingAddress: detail.billingAddress !== null }}
      profileHref={paths.profileUpdate.getHref()}
      homeHref={paths.home.getHref()}
      onPrepared={() => void navigate(paths.payment.getHref())}
    />
  );
}
