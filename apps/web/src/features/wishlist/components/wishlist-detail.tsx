import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Wishlist, WishlistInactiveItem, WishlistItem } from '@spesa/shared/wishlist/wishlist.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusScreen } from '../../../components/status-screen';
import { paths } from '../../../config/paths';
import { useAddWishlistToCart } from '../api/add-wishlist-to-cart';
import { useDeleteWishlist } from '../api/delete-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { isReadOnly } from '../api/get-wishlists';
import { useRemoveWishlistItem } from '../api/remove-wishlist-items';
import { useSelectWishlist } from '../api/select-wishlist';
import { useUpdateWishlistItem } from '../api/update-wishlist-items';
import { ConfirmListDialog } from './confirm-list-dialog';
import { RenameListDialog } from './rename-list-dialog';
import { ShareListDialog } from './share-list-dialog';
import { WishlistItemRow } from './wishlist-item-row';
import '../../../lib/messages-it-wishlist';

interface WishlistDetailProps {
  listId: number;
  /** Where to go once the list is deleted. */
  onDeleted: () => void;
}

type ItemToRemove = Pick<WishlistItem | WishlistInactiveItem, 'itemId' | 'productId'> & { name: string };

/**
 * spec §2 `/profile/lists/:listId`: the items and their quantities, the inactive items, "put everything in
 * the cart"; a list shared with grant READ is shown read-only (spec §6).
 */
export function WishlistDetail({ listId, onDeleted }: WishlistDetailProps) {
  const { t } = useTranslation();
  const { data: list, isPending, isError } = useWishlist(listId);
  if (isPending) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '50%' }} />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={88} />
        ))}
      </Box>
    );
  }
  if (isError) {
    return (
      <StatusScreen
        icon={<LinkOffOutlined />}
        title={t('wishlists.notFoundTitle')}
        text={t('wishlists.notFoundText')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.profileLists.getHref()}>
            {t('wishlists.backToLists')}
          </Button>
        }
      />
    );
  }
  return <WishlistContent list={list} onDeleted={onDeleted} />;
}

function WishlistContent({ list, onDeleted }: { list: Wishlist; onDeleted: () => void }) {
  const { t } = useTranslation();
  const isEditable = !isReadOnly(list);
  const isOwn = list.sharingData === null;
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleteAsked, setDeleteAsked] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const [toRemove, setToRemove] = useState<ItemToRemove | null>(null);
  const updateMutation = useUpdateWishlistItem();
  const removeMutation = useRemoveWishlistItem();
  const deleteMutation = useDeleteWishlist();
  const cartMutation = useAddWishlistToCart();
  const selectMutation = useSelectWishlist();
  const pendingItemId = updateMutation.isPending
    ? updateMutation.variables.itemId
    : removeMutation.isPending
      ? removeMutation.variables.itemId
      : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.profileLists.getHref()}
          startIcon={<ArrowBack />}
          sx={{ ml: -1 }}
        >
          {t('wishlists.backToLists')}
        </Button>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {list.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('wishlists.items', { count: list.size })}
          </Typography>
          {list.sharingData && (
            <Chip size="small" label={t('wishlists.sharedBy', { owner: list.sharingData.ownerName })} />
          )}
          {!isEditable && <Chip size="small" variant="outlined" label={t('wishlists.readOnly')} />}
          {isOwn && list.isDefault && (
            <Chip size="small" color="primary" icon={<Star />} label={t('wishlists.default')} />
          )}
          {isOwn && list.addressId !== null && (
            <Chip size="small" variant="outlined" label={t('wishlists.confirmedChip')} />
          )}
          <Box sx={{ flex: 1 }} />
          {isOwn && !list.isDefault && (
            <Button
              startIcon={<StarBorder />}
              loading={selectMutation.isPending}
              onClick={() => selectMutation.mutate(list)}
            >
              {t('wishlists.makeDefault')}
            </Button>
          )}
          {isOwn && (
            <Button
              startIcon={<ShareOutlined />}
              aria-label={t('wishlists.share.openLabel', { name: list.name })}
              aria-haspopup="dialog"
              onClick={() => setSharing(true)}
            >
              {t('wishlists.share.open')}
            </Button>
          )}
          {isOwn && (
            <Button startIcon={<LocalShippingOutlined />} onClick={() => setConfirming(true)}>
              {t('wishlists.confirmAction')}
            </Button>
          )}
          {isEditable && (
            <Button
              startIcon={<DriveFileRenameOutline />}
              aria-label={t('wishlists.renameLabel', { name: list.name })}
              onClick={() => setRenaming(true)}
            >
              {t('wishlists.rename')}
            </Button>
          )}
          {isOwn && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              aria-label={t('wishlists.deleteLabel', { name: list.name })}
              onClick={() => setDeleteAsked(true)}
            >
              {t('wishlists.delete')}
            </Button>
          )}
        </Box>
      </Box>
      {!isEditable && <Alert severity="info">{t('wishlists.readOnlyHint')}</Alert>}
      {list.wishlistItems.length > 0 && (
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCart />}
          loading={cartMutation.isPending}
          onClick={() => cartMutation.mutate(list.listId)}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('wishlists.addAllToCart')}
        </Button>
      )}
      {list.wishlistItems.length === 0 && list.wishlistInactiveItems.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography component="h2" variant="h3">
            {t('wishlists.listEmpty')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            {t('wishlists.listEmptyHint')}
          </Typography>
          <Button variant="outlined" component={RouterLink} to={paths.home.getHref()}>
            {t('wishlists.browse')}
          </Button>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ px: 2, borderRadius: 3 }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, '& > li:last-of-type': { borderBottom: 0 } }}
          >
            {list.wishlistItems.map((item) => (
              <WishlistItemRow
                key={item.itemId}
                item={item}
                isEditable={isEditable}
                isPending={pendingItemId === item.itemId}
                onQuantity={(quantity) =>
                  updateMutation.mutate({ listId: list.listId, itemId: item.itemId, quantity })
                }
                onRemove={() =>
                  setToRemove({ itemId: item.itemId, productId: item.productId, name: item.product.name })
                }
              />
            ))}
          </Box>
        </Paper>
      )}
      {list.wishlistInactiveItems.length > 0 && (
        <Box component="section" aria-labelledby="inactive-items">
          <Typography id="inactive-items" component="h2" variant="h3">
            {t('wishlists.inactiveTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('wishlists.inactiveHint')}
          </Typography>
          <Paper variant="outlined" sx={{ px: 2, borderRadius: 3 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.wishlistInactiveItems.map((item) => {
                const name = item.name ?? t('wishlists.inactiveUnknown');
                return (
                  <Box
                    component="li"
                    key={item.itemId}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, color: 'text.secondary' }}
                  >
                    <Typography sx={{ flex: 1, minWidth: 0 }}>{name}</Typography>
                    {isEditable && (
                      <IconButton
                        aria-label={t('wishlists.removeItem', { name })}
                        disabled={pendingItemId === item.itemId}
                        onClick={() => setToRemove({ itemId: item.itemId, productId: item.productId, name })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )}
                  </Box>
                );
              })}
            </Box>
          </Paper>
        </Box>
      )}
      <RenameListDialog list={isRenaming ? list : null} onClose={() => setRenaming(false)} />
      <ConfirmListDialog list={isConfirming ? list : null} onClose={() => setConfirming(false)} />
      <ShareListDialog list={isSharing ? list : null} onClose={() => setSharing(false)} />
      <ConfirmDialog
        open={isDeleteAsked}
        title={t('wishlists.deleteTitle')}
        text={t('message.removeList', { name: list.name })}
        onAnswer={(isConfirmed) => {
          setDeleteAsked(false);
          if (isConfirmed) deleteMutation.mutate(list.listId, { onSuccess: onDeleted });
        }}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('wishlists.removeItemTitle')}
        text={t('wishlists.removeItemText', { name: toRemove?.name ?? '' })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && toRemove) {
            removeMutation.mutate({
              listId: list.listId,
              itemId: toRemove.itemId,
              productId: toRemove.productId,
            });
          }
          setToRemove(null);
        }}
      />
    </Box>
  );
}
