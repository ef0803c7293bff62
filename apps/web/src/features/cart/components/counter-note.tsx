import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_ITEM_NOTE_MAX_LENGTH, type CartItem } from '@spesa/shared/cart/cart.contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-fresh';
import { useUpdateItemNote } from '../api/update-item-note';

/** The button that opens the note for the counter of a line, beside its quantity. */
export function CounterNoteButton({ item, onOpen }: { item: CartItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const label = item.cartItemInfo.user_notes ? t('fresh.noteEdit') : t('fresh.noteAdd');
  return (
    <IconButton aria-label={`${label}: ${item.product.name}`} onClick={onOpen} sx={{ width: 44, height: 44 }}>
      <EditNote />
    </IconButton>
  );
}

/** A line's note for the counter (butcher, deli): shown when set, edited in place. */
export function CounterNote({
  item,
  isEditing,
  onClose,
}: {
  item: CartItem;
  isEditing: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saved = item.cartItemInfo.user_notes ?? '';
  const [note, setNote] = useState(saved);
  const save = useUpdateItemNote();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field the shopper opened takes the focus (UX.md: dialogs and editors focus their first field).
  useEffect(() => {
    if (isEditing) inputRef.current?.focus();
  }, [isEditing]);
  if (!isEditing) {
    return saved ? (
      <Typography
        variant="body2"
        sx={{ gridColumn: '2 / 4', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {`${t('fresh.noteLabel')}: ${saved}`}
      </Typography>
    ) : null;
  }
  return (
    <Box
      component="form"
      sx={{ gridColumn: '1 / 4', display: 'grid', gap: 1, pt: 0.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ itemId: item.itemId, note: note.trim() }, { onSuccess: onClose });
      }}
    >
      <TextField
        label={t('fresh.noteLabel')}
        value={note}
        inputRef={inputRef}
        size="small"
        onChange={(event) => setNote(event.target.value)}
        helperText={t('fresh.noteHelper', { max: CART_ITEM_NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: CART_ITEM_NOTE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('fresh.noteSave')}
        </Button>
      </Box>
    </Box>
  );
}
