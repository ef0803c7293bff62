import { useTranslation } from '../../lib/use-translation';
import { PaymentDueDatesScreen } from '../../features/orders/components/payment-due-dates-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-orders';

/** spec §2 "payment due dates" screen. */
export function PaymentDueDatesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(
    t('common.documentTitle', { page: t('orders.dueDatesTitle'), brandName: t('tenant.brandName') }),
  );
  return <PaymentDueDatesScreen />;
}
