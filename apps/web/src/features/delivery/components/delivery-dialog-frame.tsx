import ArrowBack from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** spec §9: the address and store dialogs are 700 px wide, the timeslot dialog 750. */
export const DELIVERY_DIALOG_WIDTH_PX = { address: 700, store: 700, timeslot: 750 } as const;

interface DeliveryDialogFrameProps {
  open: boolean;
  widthPx: number;
  title: string;
  onClose: () => void;
  /** A back arrow before the title, e.g. from the address form to the address list. */
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
  /** Kept in view under the scrolling content (e.g. the legend or the save button). */
  footer?: ReactNode;
}

/** UX.md: dialogs are full-screen sheets on phones and keep the widths of spec §9 on larger screens. */
export function DeliveryDialogFrame({
  open,
  widthPx,
  title,
  onClose,
  onBack,
  backLabel,
  children,
  footer,
}: DeliveryDialogFrameProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: isPhone ? undefined : { maxWidth: widthPx, minHeight: 'min(560px, calc(100% - 64px))' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: onBack ? 0.5 : 2.5,
          pr: 0.5,
          py: 0.5,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <IconButton aria-label={backLabel ?? t('common.back')} onClick={onBack}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>{children}</DialogContent>
      {footer && (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>
      )}
    </Dialog>
  );
}
