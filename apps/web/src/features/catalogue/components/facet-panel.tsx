import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-filters';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { isSingleChoiceFacet, PRODUCT_FACET_PARAMETERS, type ProductFilters } from '../utils/product-filters';
import { PriceRangeForm } from './price-range-form';
import '../../../lib/messages-it-catalogue';

/** Long brand lists show their first values; the rest one tap away. */
const VISIBLE_VALUES = 8;

interface FacetPanelProps {
  facets: readonly Facet[];
  filters: ProductFilters;
  /** How many products the list has now: a value every one of them has would narrow nothing. */
  resultCount: number | undefined;
  onToggle: (parameterName: string, valueId: string) => void;
}

/**
 * The facet values worth offering: no filter that has a single value. A value that every product of the list
 * has (or none) narrows nothing and is left out, unless chosen; so is a facet left with one choice. The
 * characteristics ("Caratteristiche") are filters of their own that all must hold, so each one is offered alone.
 */
export function offeredFacets(
  facets: readonly Facet[],
  filters: ProductFilters,
  resultCount: number | undefined,
): Facet[] {
  return facets.flatMap((facet) => {
    const selected = filters.facets[facet.parameterName] ?? [];
    const isAllOf = facet.parameterName === PRODUCT_FACET_PARAMETERS.attribute;
    const values = facet.values.filter((value) => {
      if (selected.includes(value.id)) return true;
      const coversAll =
        resultCount !== undefined && value.count >= resultCount && (isAllOf || selected.length === 0);
      return value.count > 0 && !coversAll;
    });
    const isSingle = !isAllOf && selected.length === 0 && values.length < 2;
    return values.length === 0 || isSingle ? [] : [{ ...facet, values }];
  });
}

/** The facets of the answer (spec §4): a group of choices each, with how many products each leaves. */
export function FacetPanel({ facets, filters, resultCount, onToggle }: FacetPanelProps) {
  const { t } = useTranslation();
  const offered = offeredFacets(facets, filters, resultCount);
  if (offered.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('filters.none')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {offered.map((facet) => (
        <FacetGroup
          key={facet.parameterName}
          facet={facet}
          selected={filters.facets[facet.parameterName] ?? []}
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
}

interface FacetGroupProps {
  facet: Facet;
  selected: readonly string[];
  onToggle: (parameterName: string, valueId: string) => void;
}

function FacetGroup({ facet, selected, onToggle }: FacetGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const isSingleChoice = isSingleChoiceFacet(facet.parameterName);
  // Folded, the list shows the values with most products (and every chosen one), in the answer's order.
  const mostFound = new Set(
    [...facet.values]
      .sort((a, b) => b.count - a.count)
      .slice(0, VISIBLE_VALUES)
      .map((value) => value.id),
  );
  const values = isExpanded
    ? facet.values
    : facet.values.filter((value) => mostFound.has(value.id) || selected.includes(value.id));
  const Control = isSingleChoice ? Radio : Checkbox;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {facet.name}
      </Typography>
      <Box id={listId} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {values.map((value) => (
          <li key={value.id}>
            <FormControlLabel
              sx={{ minHeight: 44, mr: 0, width: '100%', '& .MuiFormControlLabel-label': { flex: 1 } }}
              control={
                <Control
                  checked={selected.includes(value.id)}
                  onChange={() => onToggle(facet.parameterName, value.id)}
                  size="small"
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                  <span>
                    {value.name}
                    <Box component="span" sx={visuallyHidden}>
                      {t('filters.valueCount', { count: value.count })}
                    </Box>
                  </span>
                  <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                    {value.count}
                  </Box>
                </Box>
              }
            />
          </li>
        ))}
      </Box>
      {facet.parameterName === PRODUCT_FACET_PARAMETERS.price && (
        <PriceRangeForm onApply={(rangeId) => onToggle(facet.parameterName, rangeId)} />
      )}
      {facet.values.length > VISIBLE_VALUES && (
        <Button
          size="small"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((expanded) => !expanded)}
          sx={{ fontWeight: 700 }}
        >
          {isExpanded ? t('filters.showFewer') : t('filters.showAll', { count: facet.values.length })}
        </Button>
      )}
    </Box>
  );
}
