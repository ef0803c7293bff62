import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminProductPriceBodySchema, type AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useAdminProducts, useProductChange } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { contractErrors, euroText, parseEuro } from '../utils/catalogue-format';
import { FormDialog } from './form-dialog';
import { Pages, SearchBar, useListSearch } from './product-search-bar';

/** README "Back-office", Catalogue screens: 'Catalogo' — the chain's products, their price and availability. */
export function CatalogueScreen() {
  const { t } = useTranslation();
  const { q, page, go } = useListSearch();
  const list = useAdminProducts('catalogue', q, page);
  const change = useProductChange();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.catalogue.title')}
      </Typography>
      <SearchBar
        key={q}
        label={t('admin.catalogue.search')}
        submitLabel={t('admin.catalogue.searchSubmit')}
        q={q}
        onSearch={(next) => go({ q: next })}
      />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {change.isError && !editing && <Alert severity="error">{errorMessageOf(change.error)}</Alert>}
      {list.isError && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
      {list.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {list.data && (
        <>
          <Typography>{t('admin.catalogue.count', { count: list.data.total })}</Typography>
          <Stack
            component="ul"
            aria-label={t('admin.catalogue.listLabel')}
            spacing={1}
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 1.5,
              '& > *': { m: '0 !important' },
            }}
          >
            {list.data.products.map((product) => (
              <ProductCard
                key={product.productId}
                product={product}
                disabled={change.isPending}
                onEditPrice={() => {
                  change.reset();
                  setEditing(product);
                }}
                onAvailability={(available) =>
                  change.mutate(
                    { path: 'catalogue/availability', body: { productId: product.productId, available } },
                    {
                      onSuccess: (p) =>
                        setNotice(
                          t(p.available ? 'admin.catalogue.nowAvailable' : 'admin.catalogue.nowUnavailable', {
                            name: p.name,
                          }),
                        ),
                    },
                  )
                }
              />
            ))}
          </Stack>
          {list.data.products.length === 0 && <Typography>{t('admin.catalogue.none')}</Typography>}
          <Pages
            label={t('admin.catalogue.pages')}
            page={page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
      {editing && (
        <PriceDialog
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(null);
            setNotice(t('admin.catalogue.priceSaved', { name: p.name, price: formatMoney(p.listPrice) }));
          }}
        />
      )}
    </Stack>
  );
}

interface ProductCardProps {
  product: AdminProduct;
  disabled: boolean;
  onEditPrice: () => void;
  onAvailability: (available: boolean) => void;
}

function ProductCard({ product, disabled, onEditPrice, onAvailability }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={product.name}>
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[product.brand, product.packFormat, t('admin.catalogue.code', { code: product.code })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography data-testid="list-price">
            {t('admin.catalogue.listPrice', { price: formatMoney(product.listPrice) })}
          </Typography>
          {product.price !== product.listPrice && (
            <Chip
              size="small"
              color="secondary"
              label={t('admin.catalogue.promoPrice', { price: formatMoney(product.price) })}
            />
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={product.available}
                disabled={disabled}
                onChange={(_, checked) => onAvailability(checked)}
                slotProps={{
                  input: { 'aria-label': t('admin.catalogue.availableOf', { name: product.name }) },
                }}
              />
            }
            label={product.available ? t('admin.catalogue.available') : t('admin.catalogue.unavailable')}
          />
          <Button
            variant="outlined"
            onClick={onEditPrice}
            aria-label={t('admin.catalogue.editPriceOf', { name: product.name })}
          >
            {t('admin.catalogue.editPrice')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

interface PriceDialogProps {
  product: AdminProduct;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}

/** The list price in euro, checked by the contract's own rule before it is sent. */
function PriceDialog({ product, onClose, onSaved }: PriceDialogProps) {
  const { t } = useTranslation();
  const change = useProductChange();
  const [text, setText] = useState(euroText(product.listPrice));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = () => {
    const price = parseEuro(text);
    const problem =
      price === null
        ? t('admin.catalogue.notEuro')
        : (contractErrors(adminProductPriceBodySchema, { productId: product.productId, price }).price ??
          null);
    setFieldError(problem);
    if (price === null || problem) return;
    change.mutate(
      { path: 'catalogue/price', body: { productId: product.productId, price } },
      { onSuccess: onSaved },
    );
  };
  return (
    <FormDialog
      title={t('admin.catalogue.priceTitle', { name: product.name })}
      error={change.isError ? errorMessageOf(change.error) : null}
      pending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        fullWidth
        label={t('admin.catalogue.priceField')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError !== null}
        helperText={fieldError ?? t('admin.catalogue.priceHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
