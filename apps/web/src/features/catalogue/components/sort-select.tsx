import Box from '@mui/material/Box';
import type { ProductSort } from '@spesa/shared/catalogue/product.contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { PRODUCT_SORTS } from '../utils/product-filters';
import '../../../lib/messages-it-catalogue';

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** A native select: the phone's own picker, and no menu code in the category page's bundle. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={(theme) => ({
          fontSize: '0.875rem',
          color: 'text.secondary',
          whiteSpace: 'nowrap',
          // Phones keep the row for the list; the select's own text says what it orders by.
          [theme.breakpoints.down('sm')]: visuallyHidden,
        })}
      >
        {t('filters.sortLabel')}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const next = PRODUCT_SORTS.find((sort) => sort === event.target.value);
          if (next) onChange(next);
        }}
        sx={{
          minHeight: 44,
          minWidth: 0,
          maxWidth: '100%',
          pl: 1.5,
          pr: 1,
          borderRadius: 22,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.3)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '0.9375rem',
          fontWeight: 600,
          cursor: 'pointer',
        }}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sort.${sort}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
