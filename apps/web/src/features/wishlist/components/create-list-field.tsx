import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_NAME_REQUIRED_MESSAGE,
  type Wishlist,
} from '@spesa/shared/wishlist/wishlist.contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateWishlist } from '../api/create-wishlist';
import '../../../lib/messages-it-wishlist';

interface CreateListFieldProps {
  onCreated?: (list: Wishlist) => void;
}

/** spec §2 "Dialogs": the create-new-list field with its button CREA. */
export function CreateListField({ onCreated }: CreateListFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createMutation = useCreateWishlist();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(WISHLIST_NAME_REQUIRED_MESSAGE);
      return;
    }
    createMutation.mutate(trimmed, {
      onSuccess: (list) => {
        setName('');
        setError(null);
        onCreated?.(list);
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        id={inputId}
        label={t('wishlists.newListLabel')}
        placeholder={t('wishlists.newListPlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX_LENGTH, enterKeyHint: 'done' } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={createMutation.isPending}
        sx={{ minHeight: 40, flex: 'none' }}
      >
        {t('wishlists.create')}
      </Button>
    </Box>
  );
}
