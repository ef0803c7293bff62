import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-orders';

/** spec §2 /profile/orders ("I miei ordini"). */
export function OrdersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.documentTitle', { page: t('orders.title'), brandName: t('tenant.brandName') }));
  return (
    <OrdersScreen
      orderHref={paths.profileOrder.getHref}
      homeHref={paths.home.getHref()}
      dueDatesHref={paths.paymentDueDates.getHref()}
    />
  );
}
