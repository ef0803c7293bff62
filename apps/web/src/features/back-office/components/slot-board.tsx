import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SlotBoardQuery, SlotBoardRow } from '@spesa/shared/admin/slots.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import '../../../lib/messages-it-admin';
import { useChainStores } from '../api/order-board';
import { useSlotBoard, useSlotClosed, useSlotDayClosed } from '../api/slots';
import { errorMessageOf } from '../api/staff-session';
import { formatDay, todayInRome } from '../utils/board-format';
import { slotLabel } from '../utils/slot-format';
import { SlotEditDialog, type SlotEditKind } from './slot-edit-dialog';
import { SlotCards, SlotTable } from './slot-rows';

const SERVICES = [DELIVERY_SERVICE.PICK_UP, DELIVERY_SERVICE.HOME_DELIVERY] as const;

/** Store, service and day, as the URL keeps them (STYLE.md): an absent day is today. */
function useSlotFilters(member: StaffMember) {
  const [search, setSearch] = useSearchParams();
  const storesQuery = useChainStores();
  const stores = storesQuery.data ?? [];
  const fallbackStore = (stores.find((s) => s.isDefault) ?? stores[0])?.storeId ?? null;
  const storeId = member.storeId ?? (Number(search.get('store')) || null) ?? fallbackStore;
  const serviceId = Number(search.get('service')) === 2 ? 2 : 1;
  const date = search.get('date') || todayInRome();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  const query: SlotBoardQuery | null = storeId
    ? { store_id: storeId, delivery_service_id: serviceId, date }
    : null;
  return { set, stores, storesQuery, storeId, serviceId, date, query };
}

type Confirming = { slot: SlotBoardRow; closed: boolean } | { slot: null; closed: boolean };

/** README "Back-office", Slots: the "Fasce orarie" screen of a store's day. */
export function SlotBoard({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const filters = useSlotFilters(member);
  const board = useSlotBoard(filters.query);
  const closeSlot = useSlotClosed();
  const closeDay = useSlotDayClosed();
  const [editing, setEditing] = useState<{ slot: SlotBoardRow; kind: SlotEditKind } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rows = board.data ?? [];
  const day = formatDay(filters.date);
  const failure = closeSlot.error ?? closeDay.error;

  const apply = ({ slot, closed }: Confirming) => {
    setDone(null);
    closeSlot.reset();
    closeDay.reset();
    if (slot) {
      const key = closed ? 'admin.slots.slotClosed' : 'admin.slots.slotReopened';
      closeSlot.mutate(
        { timeslotId: slot.timeslotId, closed },
        { onSuccess: () => setDone(t(key, { slot: slotLabel(slot) })) },
      );
    } else if (filters.query) {
      const { store_id, delivery_service_id, date } = filters.query;
      closeDay.mutate(
        { storeId: store_id, deliveryServiceId: delivery_service_id, date, closed },
        { onSuccess: () => setDone(t(closed ? 'admin.slots.dayClosed' : 'admin.slots.dayReopened')) },
      );
    }
  };

  const actions = (slot: SlotBoardRow) => {
    const label = slotLabel(slot);
    const busy = closeSlot.isPending || closeDay.isPending;
    return (
      <>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('admin.slots.changeCapacityOf', { slot: label })}
          onClick={() => setEditing({ slot, kind: 'capacity' })}
        >
          {t('admin.slots.changeCapacity')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('admin.slots.changeCutoffOf', { slot: label })}
          onClick={() => setEditing({ slot, kind: 'cutoff' })}
        >
          {t('admin.slots.changeCutoff')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('admin.slots.changeFeeOf', { slot: label })}
          onClick={() => setEditing({ slot, kind: 'fee' })}
        >
          {t('admin.slots.changeFee')}
        </Button>
        <Button
          size="small"
          variant={slot.closed ? 'contained' : 'outlined'}
          color={slot.closed ? 'primary' : 'error'}
          disabled={busy}
          aria-label={t(slot.closed ? 'admin.slots.reopenSlotOf' : 'admin.slots.closeSlotOf', {
            slot: label,
          })}
          onClick={() => setConfirming({ slot, closed: !slot.closed })}
        >
          {t(slot.closed ? 'admin.slots.reopenSlot' : 'admin.slots.closeSlot')}
        </Button>
      </>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.slots.title')}
      </Typography>
      <SlotFilters member={member} filters={filters} />
      {failure && <Alert severity="error">{errorMessageOf(failure)}</Alert>}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <SlotResults
        board={board}
        isStoresLoading={filters.storesQuery.isPending && member.storeId === null}
        hasQuery={filters.query !== null}
        dayActions={
          rows.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {rows.some((slot) => !slot.closed) && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={closeDay.isPending}
                  onClick={() => setConfirming({ slot: null, closed: true })}
                >
                  {t('admin.slots.closeDay')}
                </Button>
              )}
              {rows.some((slot) => slot.closed) && (
                <Button
                  variant="outlined"
                  disabled={closeDay.isPending}
                  onClick={() => setConfirming({ slot: null, closed: false })}
                >
                  {t('admin.slots.reopenDay')}
                </Button>
              )}
            </Stack>
          )
        }
      >
        {isPhone ? <SlotCards rows={rows} actions={actions} /> : <SlotTable rows={rows} actions={actions} />}
      </SlotResults>
      {editing && (
        <SlotEditDialog
          key={`${editing.kind}-${editing.slot.timeslotId}`}
          slot={editing.slot}
          kind={editing.kind}
          onClose={() => setEditing(null)}
          onSaved={(slot) => {
            const label = slotLabel(slot);
            setDone(t(`admin.slots.${editing.kind}Changed`, { slot: label, capacity: slot.capacity }));
            setEditing(null);
          }}
        />
      )}
      <SlotConfirm
        confirming={confirming}
        day={day}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && confirming) apply(confirming);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}

function SlotConfirm({
  confirming,
  day,
  onAnswer,
}: {
  confirming: Confirming | null;
  day: string;
  onAnswer: (isConfirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const closed = confirming?.closed ?? true;
  const slot = confirming?.slot ? slotLabel(confirming.slot) : null;
  const [title, text] = slot
    ? closed
      ? (['admin.slots.confirmCloseSlotTitle', 'admin.slots.confirmCloseSlot'] as const)
      : (['admin.slots.confirmReopenSlotTitle', 'admin.slots.confirmReopenSlot'] as const)
    : closed
      ? (['admin.slots.confirmCloseDayTitle', 'admin.slots.confirmCloseDay'] as const)
      : (['admin.slots.confirmReopenDayTitle', 'admin.slots.confirmReopenDay'] as const);
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={t(title)}
      text={t(text, { slot: slot ?? '', day })}
      onAnswer={onAnswer}
    />
  );
}

function SlotFilters({
  member,
  filters,
}: {
  member: StaffMember;
  filters: ReturnType<typeof useSlotFilters>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('admin.slots.filtersLabel')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <TextField
        select
        label={t('admin.board.store')}
        value={filters.storeId ?? ''}
        onChange={(e) => filters.set('store', e.target.value)}
        disabled={member.storeId !== null}
        size="small"
      >
        {member.storeId !== null && !filters.stores.some((s) => s.storeId === member.storeId) && (
          <MenuItem value={member.storeId}>{t('admin.shell.storeOf', { storeId: member.storeId })}</MenuItem>
        )}
        {filters.stores
          .filter((store) => member.storeId === null || store.storeId === member.storeId)
          .map((store) => (
            <MenuItem key={store.storeId} value={store.storeId}>
              {store.name}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        label={t('admin.slots.service')}
        value={filters.serviceId}
        onChange={(e) => filters.set('service', e.target.value)}
        size="small"
      >
        {SERVICES.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`admin.slots.serviceNames.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('admin.board.day')}
        value={filters.date}
        onChange={(e) => e.target.value && filters.set('date', e.target.value)}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

interface SlotResultsProps {
  board: ReturnType<typeof useSlotBoard>;
  isStoresLoading: boolean;
  hasQuery: boolean;
  dayActions: React.ReactNode;
  children: React.ReactNode;
}

function SlotResults({ board, isStoresLoading, hasQuery, dayActions, children }: SlotResultsProps) {
  const { t } = useTranslation();
  if (!hasQuery) {
    return isStoresLoading ? (
      <CircularProgress aria-label={t('admin.loading')} />
    ) : (
      <Typography>{t('admin.slots.chooseStore')}</Typography>
    );
  }
  if (board.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void board.refetch()}>
            {t('admin.board.retry')}
          </Button>
        }
      >
        {errorMessageOf(board.error)}
      </Alert>
    );
  }
  if (board.isPending) return <CircularProgress aria-label={t('admin.loading')} />;
  const count = board.data.length;
  return (
    <>
      <Typography role="status">
        {count === 0 ? t('admin.slots.empty') : t('admin.slots.count', { count })}
      </Typography>
      {dayActions}
      {count > 0 && children}
    </>
  );
}
