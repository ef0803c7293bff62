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
  type SlotBoardRow,
} from '@spesa/shared/admin/slots.contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/messages-it-admin';
import { errorMessageOf } from '../api/staff-session';
import { useSlotCapacity, useSlotCutoff } from '../api/slots';
import { parseWholeNumber, slotLabel } from '../utils/slot-format';

export type SlotEditKind = 'capacity' | 'cutoff';

interface SlotEditDialogProps {
  slot: SlotBoardRow;
  kind: SlotEditKind;
  onClose: () => void;
  /** The slot as the server answered it after the change. */
  onSaved: (slot: SlotBoardRow) => void;
}

/** The number the field checks before sending: the contract's own rule, so the same Italian message. */
function validate(kind: SlotEditKind, value: number): string | null {
  const field =
    kind === 'capacity' ? slotCapacityBodySchema.shape.capacity : slotCutoffBodySchema.shape.cutoffMinutes;
  const result = field.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** README "Back-office", Slots: a slot's capacity or booking cut-off; the server decides and its message shows. */
export function SlotEditDialog({ slot, kind, onClose, onSaved }: SlotEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const capacity = useSlotCapacity();
  const cutoff = useSlotCutoff();
  const change = kind === 'capacity' ? capacity : cutoff;
  const [text, setText] = useState(String(kind === 'capacity' ? slot.capacity : slot.cutoffMinutes));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const label = slotLabel(slot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseWholeNumber(text);
    const problem = value === null ? t('admin.slots.notANumber') : validate(kind, value);
    setFieldError(problem);
    if (value === null || problem) return;
    const done = { onSuccess: onSaved };
    if (kind === 'capacity') capacity.mutate({ timeslotId: slot.timeslotId, capacity: value }, done);
    else cutoff.mutate({ timeslotId: slot.timeslotId, cutoffMinutes: value }, done);
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
          {kind === 'capacity'
            ? t('admin.slots.capacityTitle', { slot: label })
            : t('admin.slots.cutoffTitle', { slot: label })}
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
            label={kind === 'capacity' ? t('admin.slots.capacityField') : t('admin.slots.cutoffField')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={fieldError !== null}
            helperText={
              fieldError ??
              (kind === 'capacity'
                ? t('admin.slots.capacityHelp', { taken: slot.bookings + slot.holds })
                : t('admin.slots.cutoffHelp'))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
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
