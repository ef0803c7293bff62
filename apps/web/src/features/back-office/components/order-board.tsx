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
import type { OrderBoardQuery } from '@spesa/shared/admin/order-board.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import '../../../lib/messages-it-admin';
import { useChainStores, useOrderBoard } from '../api/order-board';
import { errorMessageOf } from '../api/staff-session';
import { slotsOf, todayInRome } from '../utils/board-format';
import { STATUS_FILTER_OPTIONS } from '../utils/board-status';
import { BoardList } from './board-list';
import { BoardTable } from './board-table';

interface OrderBoardProps {
  member: StaffMember;
  /** The order's screen, keeping the board's filters for the way back. */
  orderHref: (orderId: number, search: URLSearchParams) => string;
}

/** The filters, as the URL keeps them (STYLE.md): an absent day is today, an empty one every day. */
function useBoardFilters(member: StaffMember) {
  const [search, setSearch] = useSearchParams();
  const storesQuery = useChainStores();
  const stores = storesQuery.data ?? [];
  const chosenStore = Number(search.get('store')) || null;
  const fallbackStore = (stores.find((s) => s.isDefault) ?? stores[0])?.storeId ?? null;
  const storeId = member.storeId ?? chosenStore ?? fallbackStore;
  const date = search.has('date') ? search.get('date') || undefined : todayInRome();
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    // A slot belongs to its day: another day or store drops it.
    if (name === 'date' || name === 'store') next.delete('slot');
    setSearch(next, { replace: true });
  };
  const query: OrderBoardQuery | null = storeId
    ? {
        store_id: storeId,
        date,
        timeslot_id: Number(search.get('slot')) || undefined,
        status: search.get('status') || undefined,
        q: search.get('q') || undefined,
      }
    : null;
  return { search, set, stores, storesQuery, storeId, date, query };
}

export function OrderBoard({ member, orderHref }: OrderBoardProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const filters = useBoardFilters(member);
  const { search, set, query } = filters;
  const board = useOrderBoard(query);
  // The day's slots come from its orders, whatever the other filters.
  const dayBoard = useOrderBoard(query && query.date ? { store_id: query.store_id, date: query.date } : null);
  const slots = slotsOf(dayBoard.data ?? []);
  const [text, setText] = useState(search.get('q') ?? '');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', text.trim() || null);
  };
  const rows = board.data ?? [];
  const hrefOf = (orderId: number) => orderHref(orderId, search);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.board.title')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('admin.board.filtersLabel')}
        onSubmit={submitSearch}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr) 2fr' },
        }}
      >
        <TextField
          select
          label={t('admin.board.store')}
          value={filters.storeId ?? ''}
          onChange={(e) => set('store', e.target.value)}
          disabled={member.storeId !== null}
          size="small"
        >
          {member.storeId !== null && !filters.stores.some((s) => s.storeId === member.storeId) && (
            <MenuItem value={member.storeId}>
              {t('admin.shell.storeOf', { storeId: member.storeId })}
            </MenuItem>
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
          type="date"
          label={t('admin.board.day')}
          value={filters.date ?? ''}
          onChange={(e) => set('date', e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label={t('admin.board.slot')}
          value={query?.timeslot_id ?? ''}
          onChange={(e) => set('slot', e.target.value || null)}
          disabled={!filters.date}
          size="small"
        >
          <MenuItem value="">{t('admin.board.allSlots')}</MenuItem>
          {slots.map((slot) => (
            <MenuItem key={slot.timeslotId} value={slot.timeslotId}>
              {slot.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('admin.board.status')}
          value={query?.status ?? ''}
          onChange={(e) => set('status', e.target.value || null)}
          size="small"
        >
          <MenuItem value="">{t('admin.board.allStatuses')}</MenuItem>
          {STATUS_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <TextField
            type="search"
            label={t('admin.board.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            size="small"
            fullWidth
          />
          <Button type="submit" variant="contained">
            {t('admin.board.searchSubmit')}
          </Button>
        </Stack>
      </Box>
      <BoardResults
        query={query}
        board={board}
        rows={rows}
        isPhone={isPhone}
        hrefOf={hrefOf}
        isStoresLoading={filters.storesQuery.isPending && member.storeId === null}
      />
    </Stack>
  );
}

interface BoardResultsProps {
  query: OrderBoardQuery | null;
  board: ReturnType<typeof useOrderBoard>;
  rows: NonNullable<ReturnType<typeof useOrderBoard>['data']>;
  isPhone: boolean;
  hrefOf: (orderId: number) => string;
  isStoresLoading: boolean;
}

function BoardResults({ query, board, rows, isPhone, hrefOf, isStoresLoading }: BoardResultsProps) {
  const { t } = useTranslation();
  if (!query) {
    return isStoresLoading ? (
      <CircularProgress aria-label={t('admin.loading')} />
    ) : (
      <Typography>{t('admin.board.chooseStore')}</Typography>
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
  return (
    <>
      <Typography role="status">
        {rows.length === 0 ? t('admin.board.empty') : t('admin.board.count', { count: rows.length })}
      </Typography>
      {rows.length > 0 &&
        (isPhone ? (
          <BoardList rows={rows} orderHref={hrefOf} />
        ) : (
          <BoardTable rows={rows} orderHref={hrefOf} />
        ))}
    </>
  );
}
