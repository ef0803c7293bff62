import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import { useTranslation } from '../../../lib/use-translation';
import type { ProductFilters } from '../utils/product-filters';
import '../../../lib/messages-it-catalogue';

interface ActiveFiltersProps {
  filters: ProductFilters;
  facets: readonly Facet[] | undefined;
  onRemove: (parameterName: string, valueId: string) => void;
  onClear: () => void;
}

/** The facet values in force, each removable, and one button to drop them all. */
export function ActiveFilters({ filters, facets, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const chosen = Object.entries(filters.facets).flatMap(([parameterName, values]) =>
    values.map((valueId) => {
      const facet = facets?.find((candidate) => candidate.parameterName === parameterName);
      const name = facet?.values.find((value) => value.id === valueId)?.name ?? valueId;
      return { parameterName, valueId, name };
    }),
  );
  if (chosen.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label={t('filters.active')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, py: 0.5 }}
    >
      {chosen.map(({ parameterName, valueId, name }) => (
        <li key={`${parameterName}-${valueId}`}>
          <Chip
            label={name}
            aria-label={t('filters.remove', { name })}
            onClick={() => onRemove(parameterName, valueId)}
            onDelete={() => onRemove(parameterName, valueId)}
            sx={{ fontWeight: 600, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          />
        </li>
      ))}
      <li>
        <Button onClick={onClear} sx={{ fontWeight: 700 }}>
          {t('filters.clear')}
        </Button>
      </li>
    </Box>
  );
}
