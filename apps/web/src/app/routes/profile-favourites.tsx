import ArrowBack from '@mui/icons-material/ArrowBack';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useProducts } from '../../features/catalogue/api/get-products';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid-skeleton';
import { EMPTY_FILTERS } from '../../features/catalogue/utils/product-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-wishlist';

const FAVOURITE_FILTERS = { ...EMPTY_FILTERS, preferred: true };

/** spec §2 `/profile/lists/favourites`: the products the shopper buys most (the `preferred` filter). */
export function ProfileFavouritesRoute() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useProducts({ filters: FAVOURITE_FILTERS });
  useDocumentTitle(
    t('common.documentTitle', { page: t('wishlists.favourites'), brandName: t('tenant.brandName') }),
  );
  return (
    <Stack spacing={2}>
      <div>
        <Button
          component={RouterLink}
          to={paths.profileLists.getHref()}
          startIcon={<ArrowBack />}
          sx={{ ml: -1 }}
        >
          {t('wishlists.backToLists')}
        </Button>
        <Typography variant="h1">{t('wishlists.favourites')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('wishlists.favouritesHint')}</Typography>
      </div>
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError ? (
        <Alert severity="error">{t('wishlists.loadError')}</Alert>
      ) : data.products.length === 0 ? (
        <StatusScreen
          headingLevel="h2"
          icon={<FavoriteBorder />}
          title={t('wishlists.favourites')}
          text={t('wishlists.favouritesEmpty')}
          actions={
            <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
              {t('wishlists.browse')}
            </Button>
          }
        />
      ) : (
        <ProductGrid products={data.products} />
      )}
    </Stack>
  );
}
