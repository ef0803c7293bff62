import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { VideoLink } from '../utils/video-link';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

/** spec §9: the embedded video dialog is 700 wide. */
const VIDEO_DIALOG_WIDTH_PX = 700;

interface VideoDialogProps {
  video: VideoLink | null;
  /** The text of the link that opened it: the dialog's title. */
  title: string;
  onClose: () => void;
}

/** spec §2 "Dialogs": the embedded video dialog; a full-screen sheet on phones (UX.md "Layout"). */
export function VideoDialog({ video, title, onClose }: VideoDialogProps) {
  const { t } = useTranslation();
  const tc = useContentT();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: isPhone ? undefined : VIDEO_DIALOG_WIDTH_PX, bgcolor: '#000' } } }}
    >
      <DialogTitle id={titleId} sx={{ color: '#fff', pr: 7, fontSize: '1rem' }}>
        {title || tc('content.videoTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 4, top: 4, color: '#fff', width: 48, height: 48 }}
      >
        <Close />
      </IconButton>
      <Box sx={{ flex: isPhone ? 1 : undefined, display: 'grid', placeItems: 'center' }}>
        {video && (
          <Box
            component="iframe"
            src={video.embedUrl}
            title={title || tc('content.videoTitle')}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block' }}
          />
        )}
      </Box>
    </Dialog>
  );
}
