import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-filters';
import '../../../lib/messages-it-catalogue';

const EURO = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** "2,50" as the API's "2.50"; an empty field is an open side; anything else is no price. */
function readEuro(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return EURO.test(trimmed) ? trimmed.replace(',', '.') : undefined;
}

/** The `price` value of a range the shopper writes ("2.5-7", "-3", "10-"); undefined when it is no range. */
export function priceRangeValue(fromText: string, toText: string): string | undefined {
  const from = readEuro(fromText);
  const to = readEuro(toText);
  if (from === undefined || to === undefined || (from === null && to === null)) return undefined;
  if (from !== null && to !== null && Number(from) > Number(to)) return undefined;
  return `${from ?? ''}-${to ?? ''}`;
}

const inputSx = {
  minHeight: 44,
  width: '100%',
  px: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.42)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
} as const;

/** A price range of the shopper's own, beside the price bands: native inputs, the phone's own keypad. */
export function PriceRangeForm({ onApply }: { onApply: (rangeId: string) => void }) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [isInvalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = priceRangeValue(from, to);
    setInvalid(range === undefined);
    if (range !== undefined) onApply(range);
  };
  const field = (id: string, label: string, value: string, onChange: (text: string) => void) => (
    <Box sx={{ display: 'grid', gap: 0.5, flex: 1, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem' }}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? errorId : undefined}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        sx={inputSx}
      />
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('filters.priceCustom')} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        {field(fromId, t('filters.priceFrom'), from, setFrom)}
        {field(toId, t('filters.priceTo'), to, setTo)}
        <Button type="submit" variant="outlined" sx={{ minHeight: 44, flex: 'none' }}>
          {t('filters.priceApply')}
        </Button>
      </Box>
      {isInvalid && (
        <Typography id={errorId} variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {t('filters.priceInvalid')}
        </Typography>
      )}
    </Box>
  );
}
