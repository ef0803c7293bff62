import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of the checkout and payment pages. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
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
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      <Typography id={titleId} component="h2" variant="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
