import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import '../lib/messages-it-popup';

interface MessagePopupDialogProps {
  /** The message shown; null closes the dialog. */
  message: string | null;
  onClose: () => void;
}

/**
 * spec §8 "Message display": an error on the show-in-popup list (the cart's availability errors) stays on
 * screen until the shopper closes it, instead of a toast that goes away after 3 seconds.
 */
export function MessagePopupDialog({ message, onClose }: MessagePopupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  // The last message stays written while the dialog closes.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: { sx: { borderRadius: 3, width: 'min(440px, calc(100vw - 32px))', m: 2 } },
        transition: { onEntered: () => okRef.current?.focus() },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('popup.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {shown}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button ref={okRef} variant="contained" onClick={onClose} sx={{ minWidth: 88, minHeight: 44 }}>
          {t('popup.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
