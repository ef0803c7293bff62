import { isAwaitingPayment } from '@spesa/shared/rules/order-status';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PaymentMethodForm } from '../../features/checkout/components/payment-method-form';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { PaymentResultScreen } from '../../features/orders/components/payment-result-screen';
import type { PaymentFormRenderer } from '../../features/orders/components/order-payment-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentPath, track } from '../../lib/analytics';
import { NotFoundRoute } from './not-found';
import { openPaymentPage } from './payment';
import '../../lib/messages-it-orders';

/** The checkout feature's payment type picker, for the order screens' change of payment type. */
export const renderPaymentForm: PaymentFormRenderer = (props) => <PaymentMethodForm {...props} />;

function PaymentResultRoute({ outcome }: { outcome: 'completed' | 'error' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = Number(useParams().orderId);
  useDocumentTitle(
    t('common.documentTitle', {
      page: outcome === 'error' ? t('orders.paymentErrorPage') : t('orders.completedTitle'),
      brandName: t('tenant.brandName'),
    }),
  );
  if (!Number.isInteger(orderId) || orderId <= 0) return <NotFoundRoute />;
  return (
    <PaymentResultScreen
      key={`${outcome}-${orderId}`}
      outcome={outcome}
      orderId={orderId}
      orderHref={paths.profileOrder.getHref(orderId)}
      homeHref={paths.home.getHref()}
      openPaymentPage={openPaymentPage}
      onPaid={(paidId) => void navigate(paths.paymentCompleted.getHref(paidId))}
      renderPaymentForm={renderPaymentForm}
    />
  );
}

/**
 * spec §1 analytics: the order confirmation page sends the purchase; the analytics feature lets each order
 * through once (spec §9: the last 20 orders sent are remembered), so a reload sends nothing more.
 */
function usePurchaseEvent(orderId: number): void {
  const { data: order } = useQuery({ ...orderQueryOptions(orderId), enabled: orderId > 0 });
  const paidTotal = order && !isAwaitingPayment(order.orderStatusId) ? order.grossTotal : undefined;
  useEffect(() => {
    if (paidTotal === undefined) return;
    track({ name: 'purchase', path: currentPath(), orderId, value: paidTotal });
  }, [orderId, paidTotal]);
}

/** spec §2 /cart/payment-completed/:orderId. */
export function PaymentCompletedRoute() {
  const orderId = Number(useParams().orderId);
  usePurchaseEvent(Number.isInteger(orderId) && orderId > 0 ? orderId : 0);
  return <PaymentResultRoute outcome="completed" />;
}

/** spec §2 /cart/payment-error/:orderId ('Errore nel pagamento del tuo Ordine'). */
export function PaymentErrorRoute() {
  return <PaymentResultRoute outcome="error" />;
}
