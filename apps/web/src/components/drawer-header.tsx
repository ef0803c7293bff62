import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface DrawerHeaderProps {
  /** The id the drawer's paper is labelled by. */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** 'header' wears the tenant's header colours; 'plain' sits on the paper with a rule under it. */
  tone?: 'header' | 'plain';
  /** Stays on top while the drawer's content scrolls under it. */
  isSticky?: boolean;
}

/** A drawer's title bar: its heading and the close button. */
export function DrawerHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  tone = 'header',
  isSticky = false,
}: DrawerHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        minHeight: 56,
        ...(tone === 'header'
          ? { bgcolor: 'header.background', color: 'header.text' }
          : { borderBottom: 1, borderColor: 'divider' }),
        ...(isSticky && { position: 'sticky', top: 0, zIndex: 1 }),
      }}
    >
      <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1 }}>
        {title}
      </Typography>
      <IconButton color={tone === 'header' ? 'inherit' : 'default'} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
