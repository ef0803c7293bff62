import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import '../lib/messages-it-cart';

/** The order summary beside the checkout and payment forms, kept in view on wide screens. */
export function SummaryPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('cart.summary')}
      sx={{
        position: { md: 'sticky' },
        top: { md: 88 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography component="h2" variant="h3">
        {t('cart.summary')}
      </Typography>
      {children}
    </Box>
  );
}
