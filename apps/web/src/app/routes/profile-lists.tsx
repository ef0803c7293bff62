import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { WishlistOverview } from '../../features/wishlist/components/wishlist-overview';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-wishlist';

/** spec §2 `/profile/lists` ('Le mie liste'). */
export function ProfileListsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(
    t('common.documentTitle', { page: t('wishlists.title'), brandName: t('tenant.brandName') }),
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{t('wishlists.title')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('wishlists.intro')}</Typography>
      </div>
      <WishlistOverview />
    </Stack>
  );
}
