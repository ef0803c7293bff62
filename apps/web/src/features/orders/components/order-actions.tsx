import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '@spesa/shared/orders/order.contract';
import { cutoffText } from '@spesa/shared/rules/order-modification';
import { isUnserved } from '@spesa/shared/rules/order-status';
import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { API_BASE_PATH } from '../../../config/env';
import { useAddOrderToCart } from '../api/add-order-to-cart';
import { useCancelOrder } from '../api/cancel-order';
import { orderActionMutationKey } from '../api/get-orders';
import { useModifyOrder } from '../api/modify-order';

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface OrderActionsProps {
  order: Order;
  /** The cart changed (order reopened or its products added): show it. */
  onCartChanged: () => void;
}

/** What can still be done with the order: modify it, add its products to the cart, its invoice, cancel it. */
export function OrderActions({ order, onCartChanged }: OrderActionsProps) {
  const { t } = useTranslation();
  const cancelOrder = useCancelOrder();
  const modifyOrder = useModifyOrder();
  const addOrderToCart = useAddOrderToCart();
  const isActionPending = useIsMutating({ mutationKey: orderActionMutationKey }) > 0;
  const [confirming, setConfirming] = useState<'cancel' | 'modify' | null>(null);
  const [hasConfirm, setHasConfirm] = useState(false);
  // spec §4: past its cut-off the order is no longer offered for modification (the server refuses it too).
  // The time is read once, when the order is shown; a later click past it gets the server's answer.
  const [shownAt] = useState(() => Date.now());
  const modifiableUntil = order.modifiableUntil ? Date.parse(order.modifiableUntil) : null;
  const canModify = order.isEditable && (modifiableUntil === null || modifiableUntil > shownAt);
  // spec §3 need_invoice: after delivery the invoice when the shopper asked for one, else the documento commerciale.
  const asksForInvoice = order.orderInfos.need_invoice === 'true';

  const ask = (action: 'cancel' | 'modify') => {
    setHasConfirm(true);
    setConfirming(action);
  };

  const onAnswer = (isConfirmed: boolean) => {
    const action = confirming;
    setConfirming(null);
    if (!isConfirmed) return;
    if (action === 'modify') modifyOrder.mutate(order.orderId, { onSuccess: onCartChanged });
    else cancelOrder.mutate(order.orderId);
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {canModify && modifiableUntil !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('orders.modifiableUntil', { until: cutoffText(modifiableUntil) })}
          </Typography>
        )}
        {canModify && (
          <Button variant="contained" disabled={isActionPending} onClick={() => ask('modify')}>
            {t('orders.modify')}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={isActionPending}
          onClick={() => addOrderToCart.mutate(order.orderId, { onSuccess: onCartChanged })}
        >
          {t('orders.addAllToCart')}
        </Button>
        {order.hasInvoice && (
          <Button
            variant="outlined"
            href={`${API_BASE_PATH}/order/invoice?order_id=${order.orderId}`}
            target="_blank"
            rel="noopener"
          >
            {asksForInvoice ? t('orders.invoice') : t('orders.commercialDocument')}
          </Button>
        )}
        {!order.hasInvoice && asksForInvoice && !isUnserved(order.orderStatusId) && (
          <Typography variant="body2" color="text.secondary">
            {t('orders.invoiceAfterDelivery')}
          </Typography>
        )}
        {order.isDeletable && (
          <Button color="error" disabled={isActionPending} onClick={() => ask('cancel')}>
            {t('orders.cancel')}
          </Button>
        )}
      </Box>
      {hasConfirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming !== null}
            title={confirming === 'modify' ? t('orders.modifyTitle') : t('orders.cancelTitle')}
            text={
              confirming === 'modify'
                ? t('orders.modifyQuestion', { orderNumber: order.orderNumber })
                : t('orders.cancelQuestion', { orderNumber: order.orderNumber })
            }
            onAnswer={onAnswer}
          />
        </Suspense>
      )}
    </>
  );
}
