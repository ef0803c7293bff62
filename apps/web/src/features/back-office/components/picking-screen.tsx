import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAPTURE_RETRYABLE_STATES,
  CAPTURE_STATE_LABELS,
  type PickingListQuery,
  type PickingOrder,
} from '@spesa/shared/admin/picking.contract';
import type { StaffMember, StaffRole } from '@spesa/shared/admin/staff.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useChainStores, useOrderBoard } from '../api/order-board';
import { usePickingList, usePickingOutcome } from '../api/picking';
import { errorMessageOf } from '../api/staff-session';
import { slotsOf, todayInRome } from '../utils/board-format';
import { PickingLineRow } from './picking-line';

/** README "Picking": who picks, and who may retry a capture that failed. */
export const PICKING_ROLES: readonly StaffRole[] = ['chain_admin', 'store_manager', 'picker'];
const CAPTURE_RETRY_ROLES: readonly StaffRole[] = ['chain_admin', 'store_manager'];

/** Day, slot (and store for a chain-wide member) live in the URL (STYLE.md). */
function usePickingFilters(member: StaffMember) {
  const [search, setSearch] = useSearchParams();
  const stores = useChainStores().data ?? [];
  const fallbackStore = (stores.find((s) => s.isDefault) ?? stores[0])?.storeId ?? null;
  const storeId = member.storeId ?? (Number(search.get('store')) || fallbackStore);
  const date = search.get('date') || todayInRome();
  const slot = Number(search.get('slot')) || null;
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    if (name !== 'slot') next.delete('slot');
    setSearch(next, { replace: true });
  };
  const query: PickingListQuery | null =
    storeId && slot ? { store_id: storeId, date, timeslot_id: slot } : null;
  return { stores, storeId, date, slot, set, query };
}

export function PickingScreen({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const filters = usePickingFilters(member);
  // The day's slots come from its orders on the board.
  const day = useOrderBoard(filters.storeId ? { store_id: filters.storeId, date: filters.date } : null);
  const slots = slotsOf(day.data ?? []);
  const list = usePickingList(filters.query);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.picking.title')}
      </Typography>
      <Box
        role="group"
        aria-label={t('admin.picking.filtersLabel')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {member.storeId === null && (
          <TextField
            select
            label={t('admin.board.store')}
            value={filters.storeId ?? ''}
            onChange={(e) => filters.set('store', e.target.value)}
          >
            {filters.stores.map((store) => (
              <MenuItem key={store.storeId} value={store.storeId}>
                {store.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="date"
          label={t('admin.board.day')}
          value={filters.date}
          onChange={(e) => e.target.value && filters.set('date', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label={t('admin.board.slot')}
          value={filters.slot ?? ''}
          onChange={(e) => filters.set('slot', e.target.value)}
        >
          {slots.map((slot) => (
            <MenuItem key={slot.timeslotId} value={slot.timeslotId}>
              {slot.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PickingOrders member={member} list={list} hasQuery={filters.query !== null} />
    </Stack>
  );
}

interface PickingOrdersProps {
  member: StaffMember;
  list: ReturnType<typeof usePickingList>;
  hasQuery: boolean;
}

function PickingOrders({ member, list, hasQuery }: PickingOrdersProps) {
  const { t } = useTranslation();
  if (!hasQuery) return <Typography>{t('admin.picking.chooseSlot')}</Typography>;
  if (list.isError) return <Alert severity="error">{errorMessageOf(list.error)}</Alert>;
  if (list.isPending) return <CircularProgress aria-label={t('admin.loading')} />;
  if (list.data.length === 0) return <Typography role="status">{t('admin.picking.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      {list.data.map((order) => (
        <PickingOrderCard key={order.orderId} member={member} order={order} />
      ))}
    </Stack>
  );
}

function PickingOrderCard({ member, order }: { member: StaffMember; order: PickingOrder }) {
  const { t } = useTranslation();
  const finish = usePickingOutcome('finish');
  const retry = usePickingOutcome('capture-retry');
  const lines = order.departments.flatMap((department) => department.lines);
  const done = lines.filter((line) => line.picked !== null).length;
  const outcome = retry.data ?? finish.data;
  const captureState = outcome?.captureState ?? order.captureState;
  const headingId = `picking-order-${order.orderId}`;
  const error = finish.error ?? retry.error;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('admin.picking.orderTitle', { number: order.orderNumber })}
      </Typography>
      <Typography variant="body2" role="status">
        {t('admin.picking.progress', { done, total: lines.length })}
      </Typography>
      {order.departments.map((department) => (
        <Box key={department.categoryId} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ textTransform: 'uppercase' }}>
            {department.name}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {department.lines.map((line) => (
              <PickingLineRow
                key={line.orderItemId}
                orderId={order.orderId}
                line={line}
                frozen={order.finished}
              />
            ))}
          </Box>
        </Box>
      ))}
      <Stack spacing={1} sx={{ mt: 2 }}>
        {!order.finished && (
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 56 }}
            disabled={finish.isPending}
            onClick={() => finish.mutate(order.orderId)}
          >
            {t('admin.picking.finish')}
          </Button>
        )}
        {order.finished && !outcome && <Typography>{t('admin.picking.finished')}</Typography>}
        {outcome && (
          <Typography variant="h6" component="p" role="status">
            {t('admin.picking.finalTotal', { total: formatMoney(outcome.finalTotal) })}
          </Typography>
        )}
        {captureState && (
          <Typography>{t('admin.picking.capture', { state: CAPTURE_STATE_LABELS[captureState] })}</Typography>
        )}
        {captureState &&
          CAPTURE_RETRYABLE_STATES.includes(captureState) &&
          CAPTURE_RETRY_ROLES.includes(member.role) && (
            <Button
              variant="outlined"
              sx={{ minHeight: 48 }}
              disabled={retry.isPending}
              onClick={() => retry.mutate(order.orderId)}
            >
              {t('admin.picking.retry')}
            </Button>
          )}
        {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      </Stack>
    </Paper>
  );
}
