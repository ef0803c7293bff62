import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FLYER_PRODUCTS_MAX,
  type AdminFlyer,
  type AdminPostFields,
} from '@spesa/shared/admin/content-admin.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-admin';
import { useAdminProducts } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';

type EditorControl = Control<AdminPostFields>;

/** The first and last day of a flyer or slide, side by side from a tablet up, stacked on a phone. */
function ValidityDays({ control, prefix }: { control: EditorControl; prefix: 'flyer' | 'slide' }) {
  const { t } = useTranslation();
  const date = { inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={`${prefix}.validFrom`}
        label={t('admin.content.validFrom')}
        type="date"
        required
        slotProps={date}
      />
      <FormTextField
        control={control}
        name={`${prefix}.validTo`}
        label={t('admin.content.validTo')}
        type="date"
        required
        slotProps={date}
      />
    </Stack>
  );
}

/** Finds products of the chain's catalogue by name, brand or code, and adds one to the flyer. */
function ProductFinder({
  chosen,
  full,
  onAdd,
}: {
  chosen: readonly string[];
  full: boolean;
  onAdd: (code: string, name?: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useAdminProducts('catalogue', q, 1, q !== '');
  const search = () => setQ(text.trim());
  // Enter searches: it must not save the whole post.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('admin.content.productSearch')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button variant="outlined" onClick={search} disabled={!text.trim()}>
          {t('admin.content.productSearchSubmit')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            onAdd(text.trim());
            setText('');
          }}
          disabled={!text.trim() || full || chosen.includes(text.trim())}
        >
          {t('admin.content.productAddCode')}
        </Button>
      </Stack>
      {found.isError && <Alert severity="error">{errorMessageOf(found.error)}</Alert>}
      {q !== '' && found.data && found.data.products.length === 0 && (
        <Typography>{t('admin.content.productNone')}</Typography>
      )}
      {q !== '' && found.data && found.data.products.length > 0 && (
        <List dense aria-label={t('admin.content.productResults')}>
          {found.data.products.map((p) => (
            <ListItem
              key={p.productId}
              divider
              secondaryAction={
                <Button
                  size="small"
                  aria-label={t('admin.content.productAdd', { name: p.name })}
                  disabled={full || chosen.includes(p.code)}
                  onClick={() => onAdd(p.code, p.name)}
                >
                  {t('admin.content.productAddShort')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={p.name}
                secondary={t('admin.content.productCode', { code: p.code })}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** README "Back-office", Content: a flyer's dates and its products (spec §7 Content). */
export function FlyerFields({ control, flyer }: { control: EditorControl; flyer: AdminFlyer | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { field, fieldState } = useController({ control, name: 'flyer.productCodes' });
  const codes = field.value ?? [];
  const [names, setNames] = useState(() => new Map(flyer?.products.map((p) => [p.code, p.name])));
  const full = codes.length >= FLYER_PRODUCTS_MAX;
  const add = (code: string, name?: string) => {
    if (!code || codes.includes(code) || full) return;
    if (name) setNames((known) => new Map(known).set(code, name));
    field.onChange([...codes, code]);
  };
  const error = fieldState.error?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {t('admin.content.flyerLegend')}
      </Typography>
      <Stack spacing={2}>
        <ValidityDays control={control} prefix="flyer" />
        <Typography id={headingId} variant="subtitle1" component="h2">
          {t('admin.content.flyerProducts', { count: codes.length, max: FLYER_PRODUCTS_MAX })}
        </Typography>
        {codes.length > 0 && (
          <List dense aria-labelledby={headingId}>
            {codes.map((code) => {
              const name = names.get(code) ?? code;
              return (
                <ListItem
                  key={code}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('admin.content.productRemove', { name })}
                      onClick={() => field.onChange(codes.filter((c) => c !== code))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={name}
                    secondary={t('admin.content.productCode', { code })}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
        <ProductFinder chosen={codes} full={full} onAdd={add} />
      </Stack>
    </Box>
  );
}

const AUDIENCES = [
  { value: '', label: 'admin.content.slideForAll' },
  { value: String(DELIVERY_SERVICE.HOME_DELIVERY), label: 'admin.content.slideForHome' },
  { value: String(DELIVERY_SERVICE.PICK_UP), label: 'admin.content.slideForPickUp' },
] as const;

/** README "Back-office", Content: a slide of the home slider, its subtitle, link, dates and audience. */
export function SlideFields({ control }: { control: EditorControl }) {
  const { t } = useTranslation();
  const audience = useController({ control, name: 'slide.deliveryServiceId' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {t('admin.content.slideLegend')}
      </Typography>
      <Stack spacing={2}>
        <FormTextField control={control} name="slide.subtitle" label={t('admin.content.slideSubtitle')} />
        <FormTextField
          control={control}
          name="slide.link"
          label={t('admin.content.slideLink')}
          helperText={t('admin.content.slideLinkHelp')}
          required
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <ValidityDays control={control} prefix="slide" />
        <TextField
          select
          label={t('admin.content.slideAudience')}
          value={audience.field.value == null ? '' : String(audience.field.value)}
          onChange={(event) =>
            audience.field.onChange(event.target.value ? Number(event.target.value) : null)
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {AUDIENCES.map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {t(a.label)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
