import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  children: ReactNode;
  /** Lay the content out as a grid with this gap between its parts (theme spacing units). */
  gap?: number;
}

/** A titled card of a page section (checkout, payment, order detail): a landmark named by its heading. */
export function SectionCard({ title, children, gap }: SectionCardProps) {
  const titleId = useId();
  const isGrid = gap !== undefined;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, md: 3 },
        ...(isGrid && { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap }),
      }}
    >
      <Typography id={titleId} component="h2" variant="h3" sx={isGrid ? undefined : { mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
