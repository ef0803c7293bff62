import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import { usePackagingTypes } from '../api/get-packaging-types';
import '../../../lib/messages-it-orders';

interface PackagingPickerProps {
  /** cartInfos.packaging_type_id. */
  selectedId: string | undefined;
  onSelect: (packagingTypeId: number) => void;
  disabled?: boolean;
}

/** spec §7 GET /packaging-type/list: the bags for the shopping and what each costs. */
export function PackagingPicker({ selectedId, onSelect, disabled = false }: PackagingPickerProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePackagingTypes();
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  // Secondary data never breaks the page (STYLE.md): without the list the server's default bag stays.
  if (isError) return null;
  const bags = data.packagingTypes.filter((type) => type.kind === 'bag');
  if (bags.length === 0) return null;
  const current =
    selectedId ??
    String(
      (bags.find((type) => type.selected) ?? bags.find((type) => type.isDefault))?.packagingTypeId ?? '',
    );

  return (
    <FormControl disabled={disabled}>
      <FormLabel id="checkout-bags" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('checkout.bagsTitle')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="checkout-bags"
        value={current}
        onChange={(event) => onSelect(Number(event.target.value))}
      >
        {bags.map((type) => (
          <FormControlLabel
            key={type.packagingTypeId}
            value={String(type.packagingTypeId)}
            control={<Radio />}
            label={t('checkout.bagOption', {
              name: type.descr,
              cost: type.cost > 0 ? formatMoney(type.cost) : t('checkout.free'),
            })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
