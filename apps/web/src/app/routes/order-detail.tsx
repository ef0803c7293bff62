import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { openDrawer } from '../../lib/ui-store';
import { NotFoundRoute } from './not-found';
import { openPaymentPage } from './payment';
import { renderPaymentForm } from './payment-result';
import '../../lib/messages-it-orders';

/** spec §2 /profile/orders/:orderId. */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = Number(useParams().orderId);
  const isValidId = Number.isInteger(orderId) && orderId > 0;
  // The URL carries the order's id; the title names the chain's number once the order is read.
  const { data: order } = useQuery({ ...orderQueryOptions(orderId), enabled: isValidId });
  useDocumentTitle(
    t('common.documentTitle', {
      page: order ? t('orders.number', { orderNumber: order.orderNumber }) : t('orders.title'),
      brandName: t('tenant.brandName'),
    }),
  );
  if (!isValidId) return <NotFoundRoute />;
  return (
    <OrderDetailScreen
      key={orderId}
      orderId={orderId}
      ordersHref={paths.profileOrders.getHref()}
      openPaymentPage={openPaymentPage}
      onPaid={(paidId) => void navigate(paths.paymentCompleted.getHref(paidId))}
      onCartChanged={() => openDrawer('cart')}
      renderPaymentForm={renderPaymentForm}
      customerServiceHref={paths.customerService.getHref}
    />
  );
}
