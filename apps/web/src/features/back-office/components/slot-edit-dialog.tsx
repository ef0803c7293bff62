import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  slotCapacityBodySchema,
  slotCutoffBodySchema,
  slotFeeBodySchema,
  type SlotBoardRow,
} from '@spesa/shared/admin/slots.contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';
import { errorMessageOf } from '../api/staff-session';
import { useSlotCapacity, useSlotCutoff, useSlotFee } from '../api/slots';
import { euroFieldText, parseEuroAmount, parseWholeNumber, slotLabel } from '../utils/slot-format';

export type SlotEditKind = 'capacity' | 'cutoff' | 'fee';

interface SlotEditDialogProps {
  slot: SlotBoardRow;
  kind: SlotEditKind;
  onClose: () => void;
  /** The slot as the server answered it after the change. */
  onSaved: (slot: SlotBoardRow) => void;
}

/** Each kind's field: its contract rule (so the same Italian message), its text and how it is read. */
const FIELDS = {
  capacity: {
    rule: slotCapacityBodySchema.shape.capacity,
    textOf: (slot: SlotBoardRow) => String(slot.capacity),
    parse: (text: string) => parseWholeNumber(text) ?? undefined,
    notValid: 'admin.slots.notANumber',
    inputMode: 'numeric',
  },
  cutoff: {
    rule: slotCutoffBodySchema.shape.cutoffMinutes,
    textOf: (slot: SlotBoardRow) => String(slot.cutoffMinutes),
    parse: (text: string) => parseWholeNumber(text) ?? undefined,
    notValid: 'admin.slots.notANumber',
    inputMode: 'numeric',
  },
  // README "Delivery fee by slot": empty is the zone's fee.
  fee: {
    rule: slotFeeBodySchema.shape.deliveryFee,
    textOf: (slot: SlotBoardRow) => euroFieldText(slot.deliveryFee),
    parse: parseEuroAmount,
    notValid: 'admin.slots.notAnAmount',
    inputMode: 'decimal',
  },
} as const;

/** The value the field checks before sending, or the Italian message of what is wrong with it. */
function validate(kind: SlotEditKind, value: number | null): string | null {
  const result = FIELDS[kind].rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function useSlotEdit(kind: SlotEditKind) {
  const changes = { capacity: useSlotCapacity(), cutoff: useSlotCutoff(), fee: useSlotFee() };
  const send = (slot: SlotBoardRow, value: number | null, onSuccess: (saved: SlotBoardRow) => void) => {
    const { timeslotId } = slot;
    if (kind === 'fee') changes.fee.mutate({ timeslotId, deliveryFee: value }, { onSuccess });
    else if (value === null) return;
    else if (kind === 'capacity') changes.capacity.mutate({ timeslotId, capacity: value }, { onSuccess });
    else changes.cutoff.mutate({ timeslotId, cutoffMinutes: value }, { onSuccess });
  };
  return { change: changes[kind], send };
}

/**
 * README "Back-office", Slots: a slot's capacity, booking cut-off or delivery fee (README "Delivery fee by
 * slot"); the server decides and its message shows.
 */
export function SlotEditDialog({ slot, kind, onClose, onSaved }: SlotEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const { change, send } = useSlotEdit(kind);
  const field = FIELDS[kind];
  const [text, setText] = useState(field.textOf(slot));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const label = slotLabel(slot);
  const help = {
    capacity: () => t('admin.slots.capacityHelp', { taken: slot.bookings + slot.holds }),
    cutoff: () => t('admin.slots.cutoffHelp'),
    fee: () => t('admin.slots.feeHelp'),
  }[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = field.parse(text);
    const problem = value === undefined ? t(field.notValid) : validate(kind, value);
    setFieldError(problem);
    if (value === undefined || problem) return;
    send(slot, value, onSaved);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: 'min(440px, calc(100vw - 32px))', m: 2 } },
        // The number to change has the focus once the dialog is open.
        transition: { onEntered: () => fieldRef.current?.focus() },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} component="h2" variant="h6">
          {t(`admin.slots.${kind}Title`, { slot: label })}
        </DialogTitle>
        <DialogContent>
          {change.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessageOf(change.error)}
            </Alert>
          )}
          <TextField
            inputRef={fieldRef}
            fullWidth
            margin="dense"
            label={t(`admin.slots.${kind}Field`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? help()}
            slotProps={{ htmlInput: { inputMode: field.inputMode } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={onClose}>
            {t('admin.slots.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('admin.slots.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
