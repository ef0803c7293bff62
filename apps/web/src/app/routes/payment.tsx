import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PaymentScreen } from '../../features/checkout/components/payment-screen';
import { CartDeliveryInfo } from '../../features/delivery/components/cart-delivery-info';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-orders';

/** The gateway's page is served by the server: a full page load, away from the app. */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}

/** spec §2 /payment: the payment type, then the built-in gateway's page. */
export function PaymentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useDeliveryFlow(true);
  useDocumentTitle(t('common.documentTitle', { page: t('payment.title'), brandName: t('tenant.brandName') }));

  return (
    <PaymentScreen
      deliveryInfo={<CartDeliveryInfo flow={flow} />}
      checkoutHref={paths.checkout.getHref()}
      homeHref={paths.home.getHref()}
      openPaymentPage={openPaymentPage}
      onOrderConfirmed={(orderId) => void navigate(paths.paymentCompleted.getHref(orderId))}
    />
  );
}
