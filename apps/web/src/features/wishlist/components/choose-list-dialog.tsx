import CloseIcon from '@mui/icons-material/Close';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Wishlist, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { isReadOnly, useWishlists } from '../api/get-wishlists';
import { CreateListField } from './create-list-field';
import '../../../lib/messages-it-wishlist';

/** spec §9: the list selector is at most 300 px high. */
const LIST_MAX_HEIGHT_PX = 300;
const DIALOG_WIDTH_PX = 600;

export interface ListProduct {
  productId: number;
  name: string;
}

interface ChooseListDialogProps {
  product: ListProduct | null;
  onClose: () => void;
}

/**
 * spec §2 "Dialogs": choose a wish list to add a product to — the lists with their item counts, and a
 * create-new-list field with its button CREA. Lists shared read-only are left out: they cannot change.
 */
export function ChooseListDialog({ product, onClose }: ChooseListDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data: lists, isPending, isError } = useWishlists({ enabled: product !== null });
  const addMutation = useAddToWishlist();
  const editableLists = (lists ?? []).filter((list) => !isReadOnly(list));

  const add = (list: Pick<WishlistSummary, 'listId' | 'name'>) => {
    if (!product || addMutation.isPending) return;
    // A refusal keeps the dialog open for another choice.
    addMutation.mutate({ list, product }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isPhone ? undefined : { maxWidth: DIALOG_WIDTH_PX, borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h2" sx={{ pr: 8 }}>
        {t('wishlists.chooseTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {product && (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>
            {t('wishlists.chooseProduct', { name: product.name })}
          </Typography>
        )}
        {isPending ? (
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        ) : isError ? (
          <Alert severity="error">{t('wishlists.loadError')}</Alert>
        ) : editableLists.length === 0 ? (
          <Typography sx={{ py: 1 }}>{t('wishlists.chooseEmpty')}</Typography>
        ) : (
          <List
            aria-label={t('wishlists.title')}
            sx={{
              maxHeight: LIST_MAX_HEIGHT_PX,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              py: 0,
            }}
          >
            {editableLists.map((list) => {
              const items = t('wishlists.items', { count: list.size });
              const isAdding = addMutation.isPending && addMutation.variables.list.listId === list.listId;
              return (
                <ListItemButton
                  key={list.listId}
                  divider
                  disabled={addMutation.isPending}
                  onClick={() => add(list)}
                  aria-label={t('wishlists.chooseList', { name: list.name, items })}
                  sx={{ minHeight: 56 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {isAdding ? <CircularProgress size={22} aria-hidden="true" /> : <ListAltOutlined />}
                  </ListItemIcon>
                  <ListItemText
                    primary={list.name}
                    secondary={items}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <CreateListField onCreated={(list: Wishlist) => add(list)} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
