import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { WishlistDetail } from '../../features/wishlist/components/wishlist-detail';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-wishlist';

/** spec §2 `/profile/lists/:listId`. */
export function ProfileListDetailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = Number(useParams().listId);
  useDocumentTitle(
    t('common.documentTitle', { page: t('wishlists.title'), brandName: t('tenant.brandName') }),
  );
  return (
    <WishlistDetail
      key={listId}
      listId={Number.isInteger(listId) && listId > 0 ? listId : 0}
      onDeleted={() => void navigate(paths.profileLists.getHref(), { replace: true })}
    />
  );
}
