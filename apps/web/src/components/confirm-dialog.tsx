import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onAnswer: (isConfirmed: boolean) => void;
}

/** spec §2 "Dialogs": confirm dialogs answer No/Si; "No" has the focus, so Enter never removes by mistake. */
export function ConfirmDialog({ open, title, text, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: { sx: { borderRadius: 3, width: 'min(440px, calc(100vw - 32px))', m: 2 } },
        transition: { onEntered: () => noRef.current?.focus() },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button ref={noRef} variant="outlined" onClick={() => onAnswer(false)} sx={{ minWidth: 88 }}>
          {t('common.no')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} sx={{ minWidth: 88 }}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
