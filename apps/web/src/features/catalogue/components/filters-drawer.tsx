import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-filters';
import type { ProductFilters } from '../utils/product-filters';
import { FacetPanel } from './facet-panel';
import { DrawerHeader } from '../../../components/drawer-header';
import '../../../lib/messages-it-catalogue';

interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  facets: readonly Facet[];
  filters: ProductFilters;
  resultCount: number | undefined;
  onToggle: (parameterName: string, valueId: string) => void;
  onClear: () => void;
}

/** Phones: the facets in a sheet from the bottom; each choice applies at once, the button shows the result. */
export function FiltersDrawer({
  open,
  onClose,
  facets,
  filters,
  resultCount,
  onToggle,
  onClear,
}: FiltersDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            maxHeight: '88dvh',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <DrawerHeader
        titleId={titleId}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        onClose={onClose}
        tone="plain"
      />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5 }}>
        {facets.length > 0 ? (
          <FacetPanel facets={facets} filters={filters} resultCount={resultCount} onToggle={onToggle} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('filters.none')}</Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          p: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="outlined" onClick={onClear} sx={{ flex: 1 }}>
          {t('filters.clear')}
        </Button>
        <Button variant="contained" onClick={onClose} sx={{ flex: 2 }}>
          {resultCount === undefined
            ? t('filters.showResults')
            : t('filters.showCount', { count: resultCount })}
        </Button>
      </Box>
    </Drawer>
  );
}
