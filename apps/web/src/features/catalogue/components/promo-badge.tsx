import Box from '@mui/material/Box';
import type { WarehousePromo } from '@spesa/shared/catalogue/product.contract';

/** The promotion's own wording from `warehousePromo.view` (API-COMPAT), in a corner of the picture. */
export function PromoBadge({ view }: { view: WarehousePromo['view'] }) {
  return (
    <Box
      className={view.cssClass}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        px: { xs: 0.75, sm: 1 },
        py: 0.5,
        borderRadius: 1.5,
        bgcolor: '#b71c1c',
        color: '#ffffff',
        lineHeight: 1.1,
        maxWidth: '100%',
      }}
    >
      {view.header && (
        <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '0.8125rem', sm: '0.95rem' } }}>
          {view.header}
        </Box>
      )}
      {view.body && (
        <Box
          component="span"
          sx={{
            fontSize: { xs: '0.625rem', sm: '0.7rem' },
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {view.body}
        </Box>
      )}
    </Box>
  );
}
