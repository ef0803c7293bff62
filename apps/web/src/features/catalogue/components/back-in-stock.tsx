import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-fresh';
import { openLoginDialog } from '../../../lib/ui-store';
import { userQueryKey } from '../../../lib/user-query';
import {
  backInStockQueryOptions,
  similarProductsQueryOptions,
  useRequestBackInStock,
} from '../api/back-in-stock';
import { ProductCard } from './product-card';

/**
 * An unavailable product: 'Avvisami quando torna disponibile' (stored once per shopper and product, an
 * e-mail when it is back); a visitor logs in first.
 */
export function BackInStockRequest({ product }: { product: Product }) {
  const { t } = useTranslation();
  // Subscribed to the session's user, so a login from this button shows the request at once.
  const { data: sessionUser } = useQuery<EnvelopeUser>({ queryKey: userQueryKey, queryFn: skipToken });
  const user = sessionUser && sessionUser.userId > 0 ? sessionUser : undefined;
  const { data } = useQuery({ ...backInStockQueryOptions(product.productId), enabled: user !== undefined });
  const request = useRequestBackInStock(product.productId);

  if (data?.requested) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'success.dark' }}>
        <CheckCircle aria-hidden="true" />
        <Typography sx={{ fontWeight: 700 }}>{t('fresh.notifyRequested')}</Typography>
      </Box>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<NotificationsActive aria-hidden="true" />}
      disabled={request.isPending}
      onClick={() => {
        void (async () => {
          if (!user && !(await openLoginDialog())) return;
          request.mutate();
        })();
      }}
      sx={{ minHeight: 48, justifySelf: 'start' }}
    >
      {t('fresh.notifyAction')}
    </Button>
  );
}

/** Up to three available products of the same category, beside an unavailable one. */
export function SimilarProducts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useQuery(similarProductsQueryOptions(product.productId));
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {t('fresh.similarTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {data.map((similar) => (
          <li key={similar.productId}>
            <ProductCard product={similar} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** What an unavailable product offers: the request, then the similar products that are available. */
export default function UnavailableProduct({ product }: { product: Product }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <BackInStockRequest product={product} />
      <SimilarProducts product={product} />
    </Box>
  );
}
