import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { promotionBodySchema, type AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useAdminProducts, useProductChange } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { contractErrors, euroText, parseEuro, parseWhole, todayInItaly } from '../utils/catalogue-format';
import { FormDialog } from './form-dialog';

type Kind = 'percentage' | 'promoPrice';

interface PromotionDialogProps {
  /** The product whose promotion changes; null: a new promotion, its product searched here. */
  product: AdminProduct | null;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}

/** README "Back-office", Catalogue and promotions: a promotion created or changed, checked by the contract first. */
export function PromotionDialog({ product, onClose, onSaved }: PromotionDialogProps) {
  const { t } = useTranslation();
  const change = useProductChange();
  const promotion = product?.promotion ?? null;
  const [chosen, setChosen] = useState<AdminProduct | null>(product);
  const [kind, setKind] = useState<Kind>(promotion?.promoPrice != null ? 'promoPrice' : 'percentage');
  const [value, setValue] = useState(
    promotion?.promoPrice != null ? euroText(promotion.promoPrice) : String(promotion?.percentage ?? ''),
  );
  const [from, setFrom] = useState(promotion?.from ?? todayInItaly());
  const [to, setTo] = useState(promotion?.to ?? todayInItaly());
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const amount = kind === 'percentage' ? parseWhole(value) : parseEuro(value);
    const body = { productId: chosen?.productId ?? 0, [kind]: amount ?? Number.NaN, from, to };
    const found = contractErrors(promotionBodySchema, body);
    if (!chosen) found.productId = t('admin.promotions.noProduct');
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen) return;
    const path = product ? 'promotions/edit' : 'promotions';
    change.mutate({ path, body: promotionBodySchema.parse(body) }, { onSuccess: onSaved });
  };

  return (
    <FormDialog
      title={
        product ? t('admin.promotions.editTitle', { name: product.name }) : t('admin.promotions.createTitle')
      }
      error={change.isError ? errorMessageOf(change.error) : null}
      pending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {product ? (
        <Typography>
          {t('admin.promotions.chosen', { name: product.name, price: formatMoney(product.listPrice) })}
        </Typography>
      ) : (
        <ProductPicker chosen={chosen} onChoose={setChosen} error={errors.productId} />
      )}
      <FormControl>
        <FormLabel id="promotion-kind">{t('admin.promotions.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="promotion-kind"
          value={kind}
          onChange={(_, next) => setKind(next as Kind)}
        >
          <FormControlLabel
            value="percentage"
            control={<Radio />}
            label={t('admin.promotions.kindPercentage')}
          />
          <FormControlLabel value="promoPrice" control={<Radio />} label={t('admin.promotions.kindPrice')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={
          kind === 'percentage' ? t('admin.promotions.percentageField') : t('admin.promotions.priceField')
        }
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(errors[kind])}
        helperText={errors[kind]}
        slotProps={{ htmlInput: { inputMode: kind === 'percentage' ? 'numeric' : 'decimal' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label={t('admin.promotions.from')} value={from} onChange={setFrom} error={errors.from} />
        <DateField label={t('admin.promotions.to')} value={to} onChange={setTo} error={errors.to} />
      </Stack>
    </FormDialog>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A native date input: the phone's own date picker. */
export function DateField({ label, value, onChange, error }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

interface ProductPickerProps {
  chosen: AdminProduct | null;
  onChoose: (product: AdminProduct) => void;
  error?: string;
}

/** The product of a new promotion, searched among the chain's products. */
function ProductPicker({ chosen, onChoose, error }: ProductPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useAdminProducts('catalogue', q, 1, q !== '');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="search"
          label={t('admin.promotions.productSearch')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setQ(text.trim());
            }
          }}
          error={Boolean(error)}
          helperText={error}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => setQ(text.trim())}>
          {t('admin.catalogue.searchSubmit')}
        </Button>
      </Stack>
      {chosen && (
        <Typography sx={{ fontWeight: 600 }}>
          {t('admin.promotions.chosen', { name: chosen.name, price: formatMoney(chosen.listPrice) })}
        </Typography>
      )}
      {q !== '' && found.data?.products.length === 0 && <Typography>{t('admin.catalogue.none')}</Typography>}
      {found.data?.products.slice(0, 5).map((p) => (
        <Button
          key={p.productId}
          size="small"
          sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
          onClick={() => onChoose(p)}
        >
          {t('admin.promotions.chooseProduct', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
