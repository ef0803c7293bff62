import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LoginForm } from './login-form';
import '../../../lib/messages-it-auth';

/** spec §9: the login dialog is 600 px wide; on phones it becomes a full-screen sheet (UX.md). */
const LOGIN_DIALOG_WIDTH_PX = 600;

interface LoginDialogProps {
  open: boolean;
  onClose: (isLoggedIn: boolean) => void;
}

export function LoginDialog({ open, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullScreen={isPhone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isPhone ? undefined : { maxWidth: LOGIN_DIALOG_WIDTH_PX } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h2" sx={{ pr: 8 }}>
        {t('authForm.loginTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t('authForm.closeDialog')}
        onClick={() => onClose(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <LoginForm onSuccess={() => onClose(true)} onNavigate={() => onClose(false)} />
      </DialogContent>
    </Dialog>
  );
}
