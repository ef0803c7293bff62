import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SlotBoardRow } from '@spesa/shared/admin/slots.contract';
import { formatEuro } from '@spesa/shared/common/money';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';
import { formatInstant } from '../utils/board-format';
import { slotLabel, slotState } from '../utils/slot-format';

interface SlotRowsProps {
  rows: readonly SlotBoardRow[];
  /** The buttons of one slot. */
  actions: (slot: SlotBoardRow) => ReactNode;
}

function StateChip({ slot }: { slot: SlotBoardRow }) {
  const { t } = useTranslation();
  const state = slotState(slot);
  return (
    <Chip
      size="small"
      label={t(`admin.slots.${state}`)}
      color={state === 'open' ? 'success' : 'default'}
      variant={state === 'open' ? 'outlined' : 'filled'}
    />
  );
}

function useCutoffText() {
  const { t } = useTranslation();
  return (slot: SlotBoardRow) =>
    t('admin.slots.cutoffValue', { when: formatInstant(slot.cutoffAt), minutes: slot.cutoffMinutes });
}

/** README "Delivery fee by slot": the slot's own fee, or the zone's. */
function useFeeText() {
  const { t } = useTranslation();
  return (slot: SlotBoardRow) =>
    slot.deliveryFee === null ? t('admin.slots.zoneFee') : formatEuro(slot.deliveryFee);
}

/** The slots on a phone (360 px): one card per slot, its numbers in two columns and its buttons below. */
export function SlotCards({ rows, actions }: SlotRowsProps) {
  const { t } = useTranslation();
  const cutoffText = useCutoffText();
  const feeText = useFeeText();
  const figure = (label: string, value: number) => (
    <Typography component="span" variant="body2">
      {label}: <strong>{value}</strong>
    </Typography>
  );
  return (
    <List aria-label={t('admin.slots.listLabel')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((slot) => (
        <ListItem key={slot.timeslotId} disablePadding>
          <Paper variant="outlined" sx={{ p: 1.5, width: '100%' }} data-testid={`slot-${slot.timeslotId}`}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography component="h2" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
                {slotLabel(slot)}
              </Typography>
              <StateChip slot={slot} />
            </Stack>
            <Stack sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, rowGap: 0.5, my: 1 }}>
              {figure(t('admin.slots.capacity'), slot.capacity)}
              {figure(t('admin.slots.bookings'), slot.bookings)}
              {figure(t('admin.slots.holds'), slot.holds)}
              {figure(t('admin.slots.free'), slot.free)}
            </Stack>
            <Typography variant="body2">
              {t('admin.slots.cutoff')}: {cutoffText(slot)}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('admin.slots.fee')}: <strong>{feeText(slot)}</strong>
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {actions(slot)}
            </Stack>
          </Paper>
        </ListItem>
      ))}
    </List>
  );
}

/** The slots on a desktop: a MUI table (not the Data Grid, README "Back-office"). */
export function SlotTable({ rows, actions }: SlotRowsProps) {
  const { t } = useTranslation();
  const cutoffText = useCutoffText();
  const feeText = useFeeText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('admin.slots.gridLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.slots.slot')}</TableCell>
            <TableCell>{t('admin.slots.state')}</TableCell>
            <TableCell align="right">{t('admin.slots.capacity')}</TableCell>
            <TableCell align="right">{t('admin.slots.bookings')}</TableCell>
            <TableCell align="right">{t('admin.slots.holds')}</TableCell>
            <TableCell align="right">{t('admin.slots.free')}</TableCell>
            <TableCell>{t('admin.slots.cutoff')}</TableCell>
            <TableCell align="right">{t('admin.slots.fee')}</TableCell>
            <TableCell>{t('admin.slots.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((slot) => (
            <TableRow key={slot.timeslotId} data-testid={`slot-${slot.timeslotId}`}>
              <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{slotLabel(slot)}</TableCell>
              <TableCell>
                <StateChip slot={slot} />
              </TableCell>
              <TableCell align="right">{slot.capacity}</TableCell>
              <TableCell align="right">{slot.bookings}</TableCell>
              <TableCell align="right">{slot.holds}</TableCell>
              <TableCell align="right">{slot.free}</TableCell>
              <TableCell>{cutoffText(slot)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {feeText(slot)}
              </TableCell>
              <TableCell>
                {/* Two rows of actions rather than a table wider than the screen. */}
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', minWidth: 220 }}>
                  {actions(slot)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
