import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';

interface FormDialogProps {
  title: string;
  /** The server's Italian refusal, when there is one. */
  error: string | null;
  pending: boolean;
  submitLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** README "Back-office", Catalogue screens: the frame of the screens' forms — title, fields, refusal, buttons. */
export function FormDialog({
  title,
  error,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 'min(520px, calc(100vw - 32px))', m: 2 } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} component="h2" variant="h6">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={onClose}>
            {t('admin.slots.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel ?? t('admin.slots.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
