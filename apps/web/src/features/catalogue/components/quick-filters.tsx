import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import { useTranslation } from '../../../lib/use-translation';
import { FLAG_PARAMETERS, type ProductFilterFlag, type ProductFilters } from '../utils/product-filters';
import '../../../lib/messages-it-catalogue';

interface QuickFiltersProps {
  filters: ProductFilters;
  facets: readonly Facet[] | undefined;
  canFilterPreferred: boolean;
  onToggle: (flag: ProductFilterFlag, isOn: boolean) => void;
}

/** The promo, new and preferred filters (spec §3 "Filters state") as toggles always in sight. */
export function QuickFilters({ filters, facets, canFilterPreferred, onToggle }: QuickFiltersProps) {
  const { t } = useTranslation();
  const countOf = (flag: ProductFilterFlag) =>
    facets?.find((facet) => facet.parameterName === FLAG_PARAMETERS[flag])?.values[0]?.count;
  // The answer leaves out a toggle that would narrow nothing (every product, or none, on offer): so does the row.
  const flags = (
    ['promo', 'onlyNew', canFilterPreferred && 'preferred'] as (ProductFilterFlag | false)[]
  ).filter(
    (flag) => flag && (!facets || filters[flag] || flag === 'preferred' || countOf(flag)),
  ) as ProductFilterFlag[];

  return (
    <Box
      role="group"
      aria-label={t('filters.quickFilters')}
      sx={{
        display: 'flex',
        gap: 1,
        flex: 1,
        minWidth: 0,
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        scrollbarWidth: 'none',
        mr: { xs: -1.5, sm: 0 },
        pr: { xs: 1.5, sm: 0 },
        py: 0.5,
      }}
    >
      {flags.map((flag) => {
        const isOn = filters[flag];
        const count = countOf(flag);
        return (
          <Chip
            key={flag}
            component="button"
            type="button"
            aria-pressed={isOn}
            icon={isOn ? <Check /> : undefined}
            label={
              count === undefined || isOn
                ? t(`filters.flag.${flag}`)
                : t('filters.withCount', { label: t(`filters.flag.${flag}`), count })
            }
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            onClick={() => onToggle(flag, !isOn)}
            sx={{ flex: 'none', fontWeight: 600, bgcolor: isOn ? undefined : 'background.paper' }}
          />
        );
      })}
    </Box>
  );
}
