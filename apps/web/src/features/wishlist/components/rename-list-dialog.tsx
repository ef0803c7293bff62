import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_NAME_REQUIRED_MESSAGE,
  type WishlistSummary,
} from '@spesa/shared/wishlist/wishlist.contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRenameWishlist } from '../api/rename-wishlist';
import '../../../lib/messages-it-account';
import '../../../lib/messages-it-wishlist';

interface RenameListDialogProps {
  list: WishlistSummary | null;
  onClose: () => void;
}

/** spec §7 POST /wishlist/update: a new name for a list. */
export function RenameListDialog({ list, onClose }: RenameListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={list !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: 3, width: 'min(440px, calc(100vw - 32px))', m: 2 } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('wishlists.renameTitle')}
      </DialogTitle>
      {list && <RenameForm key={list.listId} list={list} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ list, onClose }: { list: WishlistSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const renameMutation = useRenameWishlist();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(WISHLIST_NAME_REQUIRED_MESSAGE);
      return;
    }
    renameMutation.mutate({ listId: list.listId, name: trimmed }, { onSuccess: onClose });
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          label={t('wishlists.listName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          fullWidth
          slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={renameMutation.isPending}>
          {t('accountForm.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
