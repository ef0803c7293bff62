import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderRefundBodySchema } from '@spesa/shared/admin/order-refund.contract';
import type { OrderBoardDetail } from '@spesa/shared/admin/order-board.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useRefundOrder } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { contractErrors, euroText, parseEuro } from '../utils/catalogue-format';
import { FormDialog } from './form-dialog';

/** README "Refunds": only a delivered order (8 or 9) is refunded. */
export const REFUNDABLE_STATUSES: readonly number[] = [8, 9];

type Order = OrderBoardDetail['order'];

/** What was paid (the final total once picked) and what was refunded, in cents. */
function amountsOf(order: Order) {
  const paid = Math.round((order.finalTotal ?? order.grossTotal) * 100);
  const refunded = Math.round((order.refundedTotal ?? 0) * 100);
  return { paid, refunded, left: Math.max(0, paid - refunded) };
}

/** One id per refund the member prepares: sent again after a failure, the server refunds once. */
function newRequestId(): string {
  return `bo-${crypto.randomUUID()}`;
}

/** README "Refunds": 'Rimborsa' the whole rest or a part, after a confirmation; the server's refusal shows. */
export function RefundSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const refund = useRefundOrder(order.orderId);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const { paid, refunded, left } = amountsOf(order);
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('admin.refund.title')}
      </Typography>
      {done !== null && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {t('admin.refund.done', { amount: formatMoney(done / 100) })}
        </Alert>
      )}
      <Typography>{t('admin.refund.paid', { amount: formatMoney(paid / 100) })}</Typography>
      <Typography data-testid="refunded-total" sx={{ fontWeight: 700 }}>
        {t('admin.refund.refunded', { amount: formatMoney(refunded / 100) })}
      </Typography>
      {left > 0 ? (
        <>
          <Typography>{t('admin.refund.refundable', { amount: formatMoney(left / 100) })}</Typography>
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            onClick={() => {
              refund.reset();
              setOpen(true);
            }}
          >
            {t('admin.refund.button')}
          </Button>
        </>
      ) : (
        <Typography>{t('admin.refund.nothingLeft')}</Typography>
      )}
      {open && (
        <RefundDialog
          order={order}
          left={left}
          refund={refund}
          onClose={() => setOpen(false)}
          onDone={(cents) => {
            setOpen(false);
            setDone(cents);
          }}
        />
      )}
    </Paper>
  );
}

interface RefundDialogProps {
  order: Order;
  left: number;
  refund: ReturnType<typeof useRefundOrder>;
  onClose: () => void;
  onDone: (amountCents: number) => void;
}

function RefundDialog({ order, left, refund, onClose, onDone }: RefundDialogProps) {
  const { t } = useTranslation();
  const [requestId] = useState(newRequestId);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState(euroText(left / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const submit = () => {
    const euro = whole ? left / 100 : parseEuro(amount);
    const amountCents = euro === null ? Number.NaN : Math.round(euro * 100);
    const body = { orderId: order.orderId, amountCents, reason, requestId };
    const found = contractErrors(orderRefundBodySchema, body);
    if (euro === null) found.amountCents = t('admin.catalogue.notEuro');
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(amountCents);
  };
  return (
    <FormDialog
      title={t('admin.refund.dialogTitle', { number: order.orderNumber })}
      error={refund.isError ? errorMessageOf(refund.error) : null}
      pending={refund.isPending}
      submitLabel={t('admin.refund.button')}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup value={whole ? 'whole' : 'partial'} onChange={(_, value) => setWhole(value === 'whole')}>
        <FormControlLabel
          value="whole"
          control={<Radio />}
          label={t('admin.refund.whole', { amount: formatMoney(left / 100) })}
        />
        <FormControlLabel value="partial" control={<Radio />} label={t('admin.refund.partial')} />
      </RadioGroup>
      {!whole && (
        <TextField
          label={t('admin.refund.amountField')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={Boolean(errors.amountCents)}
          helperText={errors.amountCents}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <TextField
        label={t('admin.refund.reasonField')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        multiline
        minRows={2}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.refund.confirmTitle')}
        text={t('admin.refund.confirmText', {
          amount: formatMoney((confirming ?? 0) / 100),
          number: order.orderNumber,
        })}
        onAnswer={(isConfirmed) => {
          const cents = confirming;
          setConfirming(null);
          if (isConfirmed && cents !== null) {
            refund.mutate({ amountCents: cents, reason, requestId }, { onSuccess: () => onDone(cents) });
          }
        }}
      />
    </FormDialog>
  );
}
