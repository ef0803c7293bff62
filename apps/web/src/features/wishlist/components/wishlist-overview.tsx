import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Favorite from '@mui/icons-material/Favorite';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useDeleteWishlist } from '../api/delete-wishlist';
import { isReadOnly, useWishlists } from '../api/get-wishlists';
import { useSelectWishlist } from '../api/select-wishlist';
import { CreateListField } from './create-list-field';
import { RenameListDialog } from './rename-list-dialog';
import '../../../lib/messages-it-wishlist';

/** spec §2 `/profile/lists` ('Le mie liste'): the favourites, the lists with their counts, a new list. */
export function WishlistOverview() {
  const { t } = useTranslation();
  const { data: lists, isPending, isError, refetch } = useWishlists();
  const deleteMutation = useDeleteWishlist();
  const selectMutation = useSelectWishlist();
  const [toRename, setToRename] = useState<WishlistSummary | null>(null);
  const [toDelete, setToDelete] = useState<WishlistSummary | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListRow
        to={paths.profileFavourites.getHref()}
        icon={<Favorite />}
        title={t('wishlists.favourites')}
        subtitle={t('wishlists.favouritesHint')}
      />
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <CreateListField />
      </Paper>
      {isPending ? (
        <Box sx={{ display: 'grid', gap: 1 }} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Box>
      ) : isError ? (
        <ErrorWithRetry message={t('wishlists.loadError')} onRetry={() => void refetch()} />
      ) : lists.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography component="h2" variant="h3">
            {t('wishlists.empty')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('wishlists.emptyHint')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {lists.map((list) => (
            <li key={list.listId}>
              <ListRow
                to={paths.profileList.getHref(list.listId)}
                icon={<ListAltOutlined />}
                title={list.name}
                subtitle={t('wishlists.items', { count: list.size })}
                chips={
                  list.sharingData ? (
                    <>
                      <Chip
                        size="small"
                        label={t('wishlists.sharedBy', { owner: list.sharingData.ownerName })}
                      />
                      {isReadOnly(list) && (
                        <Chip size="small" variant="outlined" label={t('wishlists.readOnly')} />
                      )}
                    </>
                  ) : (
                    list.isDefault && (
                      <Chip size="small" color="primary" icon={<Star />} label={t('wishlists.default')} />
                    )
                  )
                }
                actions={
                  <>
                    {list.sharingData === null && !list.isDefault && (
                      <IconButton
                        aria-label={t('wishlists.makeDefaultLabel', { name: list.name })}
                        onClick={() => selectMutation.mutate(list)}
                        disabled={selectMutation.isPending}
                      >
                        <StarBorder />
                      </IconButton>
                    )}
                    {!isReadOnly(list) && (
                      <IconButton
                        aria-label={t('wishlists.renameLabel', { name: list.name })}
                        onClick={() => setToRename(list)}
                      >
                        <DriveFileRenameOutline />
                      </IconButton>
                    )}
                    {list.sharingData === null && (
                      <IconButton
                        aria-label={t('wishlists.deleteLabel', { name: list.name })}
                        onClick={() => setToDelete(list)}
                        disabled={deleteMutation.isPending}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </Box>
      )}
      <RenameListDialog list={toRename} onClose={() => setToRename(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('wishlists.deleteTitle')}
        text={t('message.removeList', { name: toDelete?.name ?? '' })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && toDelete) deleteMutation.mutate(toDelete.listId);
          setToDelete(null);
        }}
      />
    </Box>
  );
}

interface ListRowProps {
  to: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  chips?: ReactNode;
  actions?: ReactNode;
}

function ListRow({ to, icon, title, subtitle, chips, actions }: ListRowProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', borderRadius: 3, overflow: 'hidden' }}
    >
      <Box
        component={RouterLink}
        to={to}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover .list-title': { textDecoration: 'underline' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: -3 },
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flex: 'none',
            borderRadius: 2,
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography className="list-title" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
          {chips && <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>{chips}</Box>}
        </Box>
        <ChevronRight aria-hidden="true" sx={{ color: 'text.secondary' }} />
      </Box>
      {actions && <Box sx={{ display: 'flex', pr: 1 }}>{actions}</Box>}
    </Paper>
  );
}
