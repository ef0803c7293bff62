import Chip from '@mui/material/Chip';
import {
  isAwaitingPayment,
  isDelivered,
  isUnserved,
  orderStatusLabel,
} from '@spesa/shared/rules/order-status';

/** spec §4: the label of every order status id; the colour only repeats what the text says. */
export function OrderStatusChip({ statusId, fallback }: { statusId: number; fallback: string }) {
  const color = isAwaitingPayment(statusId)
    ? 'warning'
    : isDelivered(statusId)
      ? 'success'
      : isUnserved(statusId)
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
