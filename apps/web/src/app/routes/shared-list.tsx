import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid-skeleton';
import { useSharedWishlist } from '../../features/wishlist/api/share-wishlist';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-wishlist';

/**
 * spec §6 `/lista-condivisa/:token`: the list a read-only link opens, for anybody who has it. Its products are
 * the catalogue's cards: a signed-in shopper puts them in their own cart (a visitor logs in first, spec §4).
 */
export function SharedListRoute() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const { data: list, isPending, isError } = useSharedWishlist(token);
  useDocumentTitle(
    t('common.documentTitle', { page: list?.name ?? t('wishlists.title'), brandName: t('tenant.brandName') }),
  );
  if (isError) {
    return (
      <StatusScreen
        icon={<LinkOffOutlined />}
        title={t('wishlists.shared.notFoundTitle')}
        text={t('wishlists.shared.notFoundText')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {list?.name ?? t('wishlists.title')}
        </Typography>
        {list?.sharingData && (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('wishlists.shared.by', { owner: list.sharingData.ownerName })}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary' }}>{t('wishlists.shared.hint')}</Typography>
      </div>
      {isPending ? (
        <ProductGridSkeleton />
      ) : list.wishlistItems.length === 0 ? (
        <Typography>{t('wishlists.shared.empty')}</Typography>
      ) : (
        <ProductGrid products={list.wishlistItems.map((item) => item.product)} />
      )}
    </Stack>
  );
}
