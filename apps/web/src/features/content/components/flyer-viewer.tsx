import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FlyerPage } from '@spesa/shared/content/content.contract';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_ZOOM, MIN_ZOOM, usePinchZoom } from '../hooks/use-pinch-zoom';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

interface FlyerViewerProps {
  title: string;
  pages: readonly FlyerPage[];
  /** The page shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const toolbarButtonSx = { color: '#fff', width: 48, height: 48, '&.Mui-disabled': { color: 'grey.700' } };

function ZoomablePage({ page, label }: { page: FlyerPage; label: string }) {
  const tc = useContentT();
  const containerRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomIn, zoomOut, handlers } = usePinchZoom(containerRef);
  return (
    <>
      <Box
        ref={containerRef}
        {...handlers}
        sx={{
          flex: 1,
          overflow: 'auto',
          // One finger pans (the browser scrolls); two fingers pinch (our handlers).
          touchAction: 'pan-x pan-y',
          overscrollBehavior: 'contain',
          display: 'grid',
          placeItems: zoom === MIN_ZOOM ? 'center' : 'start',
          bgcolor: '#111',
        }}
      >
        <Box
          component="img"
          src={page.image}
          alt={page.alt || label}
          width={page.width}
          height={page.height}
          draggable={false}
          sx={{
            display: 'block',
            width: `${zoom * 100}%`,
            maxWidth: 'none',
            height: 'auto',
            maxHeight: zoom === MIN_ZOOM ? '100%' : 'none',
            objectFit: 'contain',
            userSelect: 'none',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, py: 0.5 }}>
        <IconButton
          aria-label={tc('flyer.zoomOut')}
          onClick={zoomOut}
          disabled={zoom <= MIN_ZOOM}
          sx={toolbarButtonSx}
        >
          <ZoomOut />
        </IconButton>
        <Typography aria-live="polite" sx={{ color: '#fff', minWidth: 72, textAlign: 'center' }}>
          {tc('flyer.zoomLevel', { percent: Math.round(zoom * 100) })}
        </Typography>
        <IconButton
          aria-label={tc('flyer.zoomIn')}
          onClick={zoomIn}
          disabled={zoom >= MAX_ZOOM}
          sx={toolbarButtonSx}
        >
          <ZoomIn />
        </IconButton>
      </Box>
    </>
  );
}

/** A flyer page full screen, zoomable with two fingers, a double tap or the buttons (spec §2 /volantini). */
export function FlyerViewer({ title, pages, index, onIndexChange, onClose }: FlyerViewerProps) {
  const { t } = useTranslation();
  const tc = useContentT();
  const titleId = useId();
  const page = index === null ? undefined : pages[index];
  const count = pages.length;
  const label = index === null ? '' : tc('flyer.viewerTitle', { title, number: index + 1, count });
  return (
    <Dialog
      open={page !== undefined}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: '#111', display: 'flex', flexDirection: 'column' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, minHeight: 56 }}>
        <Typography
          id={titleId}
          component="h2"
          sx={{ flex: 1, color: '#fff', px: 1, fontWeight: 600 }}
          noWrap
        >
          {label}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={toolbarButtonSx}>
          <Close />
        </IconButton>
      </Box>
      {page && index !== null && <ZoomablePage key={index} page={page} label={label} />}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, pb: 1 }}>
        <IconButton
          aria-label={tc('flyer.previousPage')}
          onClick={() => index !== null && onIndexChange(index - 1)}
          disabled={index === null || index <= 0}
          sx={toolbarButtonSx}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={tc('flyer.nextPage')}
          onClick={() => index !== null && onIndexChange(index + 1)}
          disabled={index === null || index >= count - 1}
          sx={toolbarButtonSx}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Dialog>
  );
}
