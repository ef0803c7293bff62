import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderBoardDetail } from '@spesa/shared/admin/order-board.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import type { OrderItem } from '@spesa/shared/orders/order.contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useBoardOrder, useChangeOrderStatus } from '../api/order-board';
import { errorMessageOf } from '../api/staff-session';
import { formatDay, formatTime } from '../utils/board-format';
import { REFUND_ROLES } from '../utils/catalogue-format';
import { REFUNDABLE_STATUSES, RefundSection } from './refund-section';
import { canChangeStatus, isFinalStatus, nextStatuses, statusActionLabel } from '../utils/board-status';

interface BoardOrderDetailProps {
  orderId: number;
  member: StaffMember;
  backHref: string;
}

/** README "Back-office": the order as its shopper sees it, the contacts for the roles allowed, the moves. */
export function BoardOrderDetail({ orderId, member, backHref }: BoardOrderDetailProps) {
  const { t } = useTranslation();
  const detail = useBoardOrder(orderId);
  const back = (
    <Link component={RouterLink} to={backHref}>
      {t('admin.order.back')}
    </Link>
  );
  if (detail.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{errorMessageOf(detail.error)}</Alert>
      </Stack>
    );
  }
  if (detail.isPending) return <CircularProgress aria-label={t('admin.loading')} />;
  const { order, contact } = detail.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('admin.order.title', { number: order.orderNumber })}
        </Typography>
        <Chip label={order.orderStatusDescr} color="primary" data-testid="order-status" />
      </Stack>
      {canChangeStatus(member) && <StatusActions detail={detail.data} />}
      {REFUND_ROLES.includes(member.role) && REFUNDABLE_STATUSES.includes(order.orderStatusId) && (
        <RefundSection order={order} />
      )}
      <Section title={t('admin.order.slot')}>
        <Typography>
          {t('admin.board.slotValue', {
            date: formatDay(order.timeslot.date),
            begin: formatTime(order.timeslot.beginTime),
            end: formatTime(order.timeslot.endTime),
          })}
        </Typography>
        <Typography>
          {t('admin.order.address')}: {order.shippingAddress.addressName} — {order.shippingAddress.address1}{' '}
          {order.shippingAddress.addressNumber}, {order.shippingAddress.postalcode}{' '}
          {order.shippingAddress.city}
        </Typography>
        <Typography>
          {t('admin.order.payment')}: {order.paymentTypeDescr}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {t('admin.order.totals', { total: formatMoney(order.grossTotal) })}
        </Typography>
      </Section>
      {contact && (
        <Section title={t('admin.order.contact')}>
          <Typography>
            {contact.firstName} {contact.lastName}
          </Typography>
          <Typography>{t('admin.order.email', { email: contact.email })}</Typography>
          <Typography>
            {contact.phone ? t('admin.order.phone', { phone: contact.phone }) : t('admin.order.noPhone')}
          </Typography>
        </Section>
      )}
      <OrderNotes order={order} />
      <Section title={t('admin.order.lines', { count: order.orderItems.length })}>
        <List disablePadding>
          {order.orderItems.map((item) => (
            <OrderLine key={item.orderItemId} item={item} />
          ))}
        </List>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function OrderNotes({ order }: { order: OrderBoardDetail['order'] }) {
  const { t } = useTranslation();
  const comment = order.orderInfos.order_comment?.trim();
  const acceptsAll = order.orderInfos.accept_alternatives === 'true';
  return (
    <Section title={t('admin.order.notes')}>
      {comment && <Typography>{t('admin.order.orderComment', { comment })}</Typography>}
      {acceptsAll && <Typography>{t('admin.order.alternativesAll')}</Typography>}
      {order.note && (
        <Typography>
          {t('admin.order.rating', { rating: order.note.rating })} {order.note.text}
        </Typography>
      )}
      {!comment && !acceptsAll && !order.note && <Typography>{t('admin.order.noNotes')}</Typography>}
    </Section>
  );
}

function OrderLine({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  const note = item.cartItemInfo.user_notes?.trim();
  const substitutes = item.cartItemInfo.accept_alternatives !== 'false';
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
        <Typography>{formatMoney(item.grossTotal)}</Typography>
      </Stack>
      <Typography variant="body2">
        {t('admin.order.quantity')}: {item.quantityDisplay} · {item.product.shortDescr}
      </Typography>
      <Typography variant="body2">
        {substitutes ? t('admin.order.substitutionYes') : t('admin.order.substitutionNo')}
      </Typography>
      {note && <Typography variant="body2">{t('admin.order.lineNote', { note })}</Typography>}
    </ListItem>
  );
}

/** spec §4: the moves the state machine allows from the order's status; the server decides each. */
function StatusActions({ detail }: { detail: OrderBoardDetail }) {
  const { t } = useTranslation();
  const { order } = detail;
  const change = useChangeOrderStatus(order.orderId);
  const [pending, setPending] = useState<number | null>(null);
  const targets = nextStatuses(order.orderStatusId);
  const apply = (statusId: number) => change.mutate(statusId);
  return (
    <Section title={t('admin.order.changeStatus')}>
      {change.isError && <Alert severity="error">{errorMessageOf(change.error)}</Alert>}
      {change.isSuccess && (
        <Alert severity="success" role="status">
          {t('admin.order.statusChanged', { status: change.data.orderStatusDescr })}
        </Alert>
      )}
      {targets.length === 0 ? (
        <Typography>{t('admin.order.finalStatus')}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {targets.map((statusId) => (
            <Button
              key={statusId}
              variant="outlined"
              disabled={change.isPending}
              onClick={() => (isFinalStatus(statusId) ? setPending(statusId) : apply(statusId))}
            >
              {statusActionLabel(statusId)}
            </Button>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('admin.order.confirmTitle')}
        text={t('admin.order.confirmText', {
          number: order.orderNumber,
          status: pending === null ? '' : statusActionLabel(pending),
        })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && pending !== null) apply(pending);
          setPending(null);
        }}
      />
    </Section>
  );
}
