import Chip from '@mui/material/Chip';
import { isAwaitingPayment, orderStatusLabel } from '@spesa/shared/rules/order-status';

const DONE_STATUS_IDS: readonly number[] = [8, 9];
const FAILED_STATUS_IDS: readonly number[] = [10, 11, 12, 13];

/** spec §4: the label of every order status id; the colour only repeats what the text says. */
export function OrderStatusChip({ statusId, fallback }: { statusId: number; fallback: string }) {
  const color = isAwaitingPayment(statusId)
    ? 'warning'
    : DONE_STATUS_IDS.includes(statusId)
      ? 'success'
      : FAILED_STATUS_IDS.includes(statusId)
        ? 'default'
        : 'info';
  // Dark text on white keeps 4.5:1 on every chain; the coloured border only repeats the text (WCAG 1.4.1).
  return (
    <Chip
      size="small"
      variant="outlined"
      label={orderStatusLabel(statusId) ?? fallback}
      sx={{
        fontWeight: 700,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 2,
        borderColor: color === 'default' ? 'divider' : `${color}.main`,
      }}
    />
  );
}
