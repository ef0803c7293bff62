import ArrowBack from '@mui/icons-material/ArrowBack';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  orderCancelledMessage,
  PARKING_RESERVED_MESSAGE,
  PARKING_UNEXPECTED_MESSAGE,
  type Order,
} from '@spesa/shared/orders/order.contract';
import { paymentTransactionStatusLabel } from '@spesa/shared/rules/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CartTotals } from '../../../components/cart-totals';
import { ProductImage } from '../../../components/product-image';
import { API_BASE_PATH } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { addOrderToCart } from '../api/add-order-to-cart';
import { cancelOrder } from '../api/cancel-order';
import { setOrder, useOrder } from '../api/get-order';
import { modifyOrder } from '../api/modify-order';
import { reserveParking } from '../api/reserve-parking';
import { saveOrderNote } from '../api/save-order-note';
import { usePayOrder } from '../hooks/use-pay-order';
import { formatOrderDate, formatSlotDay } from '../utils/order-format';
import { OrderPaymentPanel, type PaymentFormRenderer } from './order-payment-panel';
import { OrderStatusChip } from './order-status-chip';
import '../../../lib/messages-it-orders';

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** spec §4: a delivered (8) or partly delivered (9) order can be rated. */
const RATEABLE_STATUS_IDS: readonly number[] = [8, 9];
/** spec §8: parking is reserved for a pick-up order in preparation or almost ready. */
const PARKING_STATUS_IDS: readonly number[] = [4, 5, 6];
const PICK_UP_SERVICE_ID = 1;

interface OrderDetailScreenProps {
  orderId: number;
  ordersHref: string;
  openPaymentPage: (url: string) => void;
  onPaid: (orderId: number) => void;
  /** The cart changed (order reopened or its products added): show it. */
  onCartChanged: () => void;
  renderPaymentForm: PaymentFormRenderer;
}

type PendingAction = 'cancel' | 'modify' | 'addAll' | 'parking' | null;

/** spec §2 order detail: items, totals, address and slot, payment, and what can still be done. */
export function OrderDetailScreen(props: OrderDetailScreenProps) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, refetch } = useOrder(props.orderId);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width={260} height={48} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('orders.detailLoadError')}
      </Alert>
    );
  }
  return <OrderDetail order={order} {...props} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, md: 3 },
      }}
    >
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OrderDetail({
  order,
  ordersHref,
  openPaymentPage,
  onPaid,
  onCartChanged,
  renderPaymentForm,
}: OrderDetailScreenProps & { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction>(null);
  const [confirming, setConfirming] = useState<'cancel' | 'modify' | null>(null);
  const [hasConfirm, setHasConfirm] = useState(false);
  const [parkingOutcome, setParkingOutcome] = useState<{
    severity: 'success' | 'warning' | 'error';
    text: string;
  } | null>(null);
  const pay = usePayOrder(order.orderId, { openPaymentPage, onPaid: (answer) => onPaid(answer.orderId) });
  const address = order.shippingAddress;
  const isPickUp = order.deliveryServiceId === PICK_UP_SERVICE_ID;
  const transaction = order.paymentTransaction;

  const run = async (action: Exclude<PendingAction, null>, work: () => Promise<void>) => {
    setPending(action);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError && error.httpStatus === 419)) {
        notify(error instanceof ApiError ? error.message : t('errors.generic'), 'error');
      }
    } finally {
      setPending(null);
    }
  };

  const cancel = () =>
    run('cancel', async () => {
      setOrder(queryClient, await cancelOrder(order.orderId));
      notify(orderCancelledMessage(order.orderId), 'success');
    });

  const modify = () =>
    run('modify', async () => {
      setCart(queryClient, await modifyOrder(order.orderId));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      notify(t('orders.modifyStarted', { orderId: order.orderId }), 'success');
      onCartChanged();
    });

  const addAll = () =>
    run('addAll', async () => {
      setCart(queryClient, await addOrderToCart(order.orderId));
      notify(t('cart.productsAddFromOrder'), 'success');
      onCartChanged();
    });

  // spec §8: status 0 an info; errors a warning titled 'Attenzione'; anything else the unexpected error.
  const reserve = async () => {
    setPending('parking');
    try {
      const envelope = await reserveParking(order.orderId);
      setParkingOutcome({
        severity: 'success',
        text: envelope.response.infos[0]?.info ?? PARKING_RESERVED_MESSAGE,
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.envelope?.response.errors?.[0]?.error : undefined;
      setParkingOutcome(
        reason
          ? { severity: 'warning', text: reason }
          : { severity: 'error', text: PARKING_UNEXPECTED_MESSAGE },
      );
    } finally {
      setPending(null);
    }
  };

  const ask = (action: 'cancel' | 'modify') => {
    setHasConfirm(true);
    setConfirming(action);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={ordersHref} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {t('orders.title')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('orders.number', { orderId: order.orderId })}</Typography>
        <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
        {order.executedByAgent && (
          <Chip
            size="small"
            variant="outlined"
            icon={<SupportAgentOutlined />}
            label={t('orders.executedByAgent')}
          />
        )}
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>
        {t('orders.placedOn', { date: formatOrderDate(order.date) })}
      </Typography>

      {order.isPayable && <OrderPaymentPanel order={order} pay={pay} renderPaymentForm={renderPaymentForm} />}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Section title={isPickUp ? t('orders.pickUpTitle') : t('orders.deliveryTitle')}>
            <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
            <Typography>
              {t('delivery.addressLine', {
                street: address.address1,
                number: address.addressNumber,
                postalcode: address.postalcode,
                city: address.city,
                province: address.province,
              })}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {t(isPickUp ? 'orders.pickUpOn' : 'orders.deliveryOn', {
                day: formatSlotDay(order.timeslot.date),
                begin: order.timeslot.beginTime,
                end: order.timeslot.endTime,
              })}
            </Typography>
            {isPickUp && PARKING_STATUS_IDS.includes(order.orderStatusId) && (
              <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
                {order.parkingReservation ? (
                  <Alert severity="success">{PARKING_RESERVED_MESSAGE}</Alert>
                ) : (
                  <Box>
                    <Button variant="outlined" disabled={pending !== null} onClick={() => void reserve()}>
                      {t('orders.reserveParking')}
                    </Button>
                  </Box>
                )}
                {parkingOutcome && (
                  <Alert severity={parkingOutcome.severity} role="status">
                    {parkingOutcome.severity === 'warning' && (
                      <AlertTitle>{t('orders.attention')}</AlertTitle>
                    )}
                    {parkingOutcome.text}
                  </Alert>
                )}
              </Box>
            )}
          </Section>
          <Section title={t('checkout.itemsTitle', { count: order.totalItems })}>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {order.orderItems.map((item) => (
                <Box
                  component="li"
                  key={item.orderItemId}
                  sx={{
                    listStyle: 'none',
                    display: 'grid',
                    gridTemplateColumns: '48px minmax(0, 1fr) auto',
                    gap: 1.5,
                    alignItems: 'center',
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Box sx={{ width: 48, height: 48 }}>
                    <ProductImage src={item.product.mediaURL} alt="" />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{item.product.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[item.product.shortDescr, item.quantityDisplay].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatMoney(item.grossTotal)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
          {order.orderInfos.order_comment && (
            <Section title={t('checkout.noteLabel')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {order.orderInfos.order_comment}
              </Typography>
            </Section>
          )}
          {RATEABLE_STATUS_IDS.includes(order.orderStatusId) && <OrderRating order={order} />}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Section title={t('cart.summary')}>
            <CartTotals cart={order} />
          </Section>
          <Section title={t('orders.paymentTitle')}>
            <Typography sx={{ fontWeight: 700 }}>{order.paymentTypeDescr}</Typography>
            {transaction && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  transaction.creditCard,
                  t('orders.transactionStatus', {
                    status: paymentTransactionStatusLabel(transaction.status) ?? transaction.statusDescr,
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            )}
            {order.prebilledAmount !== null && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('orders.prebilled', { amount: formatMoney(order.prebilledAmount) })}
              </Typography>
            )}
            {order.loyaltyPoints > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('orders.points', { count: order.loyaltyPoints })}
              </Typography>
            )}
          </Section>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {order.isEditable && (
              <Button variant="contained" disabled={pending !== null} onClick={() => ask('modify')}>
                {t('orders.modify')}
              </Button>
            )}
            <Button variant="outlined" disabled={pending !== null} onClick={() => void addAll()}>
              {t('orders.addAllToCart')}
            </Button>
            {order.hasInvoice && (
              <Button
                variant="outlined"
                href={`${API_BASE_PATH}/order/invoice?order_id=${order.orderId}`}
                target="_blank"
                rel="noopener"
              >
                {t('orders.invoice')}
              </Button>
            )}
            {order.isDeletable && (
              <Button color="error" disabled={pending !== null} onClick={() => ask('cancel')}>
                {t('orders.cancel')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {hasConfirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming !== null}
            title={confirming === 'modify' ? t('orders.modifyTitle') : t('orders.cancelTitle')}
            text={
              confirming === 'modify'
                ? t('orders.modifyQuestion', { orderId: order.orderId })
                : t('orders.cancelQuestion', { orderId: order.orderId })
            }
            onAnswer={(isConfirmed) => {
              const action = confirming;
              setConfirming(null);
              if (!isConfirmed) return;
              void (action === 'modify' ? modify() : cancel());
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

function OrderRating({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelId = useId();
  const [rating, setRating] = useState<number | null>(order.note?.rating ?? null);
  const [text, setText] = useState(order.note?.text ?? '');
  const [isSaving, setSaving] = useState(false);

  const save = async () => {
    if (!rating) return;
    setSaving(true);
    try {
      const note = await saveOrderNote({
        ...(order.note ? { noteId: order.note.noteId } : {}),
        orderId: order.orderId,
        rating,
        text,
      });
      setOrder(queryClient, { ...order, note });
      notify(t('orders.ratingSaved'), 'success');
    } catch {
      // The call's toast has told the shopper.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t('orders.ratingTitle')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={labelId} variant="body2">
          {t('orders.ratingHint')}
        </Typography>
        <Rating
          aria-labelledby={labelId}
          value={rating}
          onChange={(_, value) => setRating(value)}
          size="large"
          getLabelText={(value) => t('orders.stars', { count: value })}
        />
        <TextField
          label={t('orders.ratingText')}
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box>
          <Button variant="outlined" disabled={!rating || isSaving} onClick={() => void save()}>
            {t('orders.ratingSave')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
