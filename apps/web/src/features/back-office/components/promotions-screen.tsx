import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AdminProduct,
  AdminPromotion,
  PromotionState,
} from '@spesa/shared/admin/catalogue-admin.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { useAdminProducts, useProductChange } from '../api/catalogue-admin';
import { errorMessageOf } from '../api/staff-session';
import { formatDate } from '../utils/catalogue-format';
import { Pages, SearchBar, useListSearch } from './product-search-bar';
import { PromotionDialog } from './promotion-dialog';

const STATE_COLOR: Record<PromotionState, 'info' | 'success' | 'default'> = {
  programmata: 'info',
  attiva: 'success',
  terminata: 'default',
};

/** README "Back-office", Catalogue screens: 'Promozioni' — validity and state, create, edit, end now. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const { q, page, go } = useListSearch();
  const list = useAdminProducts('promotions', q, page);
  const end = useProductChange();
  // undefined: no dialog; null: a new promotion.
  const [editing, setEditing] = useState<AdminProduct | null | undefined>(undefined);
  const [ending, setEnding] = useState<AdminProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {t('admin.promotions.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {t('admin.promotions.create')}
        </Button>
      </Stack>
      <SearchBar
        key={q}
        label={t('admin.promotions.search')}
        submitLabel={t('admin.catalogue.searchSubmit')}
        q={q}
        onSearch={(next) => go({ q: next })}
      />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {end.isError && <Alert severity="error">{errorMessageOf(end.error)}</Alert>}
      {list.isError && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
      {list.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {list.data && (
        <>
          <Typography>{t('admin.promotions.count', { count: list.data.total })}</Typography>
          <Stack
            component="ul"
            aria-label={t('admin.promotions.listLabel')}
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 1.5,
            }}
          >
            {list.data.products.map((product) => (
              <PromotionCard
                key={product.productId}
                product={product}
                disabled={end.isPending}
                onEdit={() => setEditing(product)}
                onEnd={() => setEnding(product)}
              />
            ))}
          </Stack>
          {list.data.products.length === 0 && <Typography>{t('admin.promotions.none')}</Typography>}
          <Pages
            label={t('admin.catalogue.pages')}
            page={page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
      {editing !== undefined && (
        <PromotionDialog
          product={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(p) => {
            setEditing(undefined);
            setNotice(t('admin.promotions.saved', { name: p.name }));
          }}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('admin.promotions.endTitle')}
        text={t('admin.promotions.endText', { name: ending?.name ?? '' })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && ending) {
            const { productId, name } = ending;
            end.mutate(
              { path: 'promotions/end', body: { productId } },
              { onSuccess: () => setNotice(t('admin.promotions.ended', { name })) },
            );
          }
          setEnding(null);
        }}
      />
    </Stack>
  );
}

/** "Sconto 15%", "Prezzo promozionale 0,50 €", or a promotion without a price cut (3x2). */
function useDiscountText(promotion: AdminPromotion | null): string {
  const { t } = useTranslation();
  if (promotion?.percentage != null)
    return t('admin.promotions.percentage', { percentage: promotion.percentage });
  if (promotion?.promoPrice != null)
    return t('admin.promotions.promoPrice', { price: formatMoney(promotion.promoPrice) });
  return t('admin.promotions.other');
}

interface PromotionCardProps {
  product: AdminProduct;
  disabled: boolean;
  onEdit: () => void;
  onEnd: () => void;
}

function PromotionCard({ product, disabled, onEdit, onEnd }: PromotionCardProps) {
  const { t } = useTranslation();
  const promotion = product.promotion;
  const discount = useDiscountText(promotion);
  if (!promotion) return null;
  const open = promotion.state !== 'terminata';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={product.name}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
          <Chip
            size="small"
            color={STATE_COLOR[promotion.state]}
            label={t(`admin.promotions.state.${promotion.state}`)}
          />
        </Stack>
        <Typography>
          {discount} · {t('admin.promotions.listPrice', { price: formatMoney(product.listPrice) })}
        </Typography>
        {promotion.from && promotion.to && (
          <Typography variant="body2">
            {t('admin.promotions.period', { from: formatDate(promotion.from), to: formatDate(promotion.to) })}
          </Typography>
        )}
        {open && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              disabled={disabled}
              onClick={onEdit}
              aria-label={t('admin.promotions.editOf', { name: product.name })}
            >
              {t('admin.promotions.edit')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={disabled}
              onClick={onEnd}
              aria-label={t('admin.promotions.endOf', { name: product.name })}
            >
              {t('admin.promotions.end')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
