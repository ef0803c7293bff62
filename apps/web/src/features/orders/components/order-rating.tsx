import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Order } from '@spesa/shared/orders/order.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { useSaveOrderNote } from '../api/save-order-note';

/** spec §4: a delivered order can be rated, with a comment. */
export function OrderRating({ order }: { order: Order }) {
  const { t } = useTranslation();
  const labelId = useId();
  const saveOrderNote = useSaveOrderNote();
  const [rating, setRating] = useState<number | null>(order.note?.rating ?? null);
  const [text, setText] = useState(order.note?.text ?? '');

  const save = () => {
    if (!rating) return;
    saveOrderNote.mutate({ order, rating, text });
  };

  return (
    <SectionCard title={t('orders.ratingTitle')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={labelId} variant="body2">
          {t('orders.ratingHint')}
        </Typography>
        <Rating
          aria-labelledby={labelId}
          value={rating}
          onChange={(_, value) => setRating(value)}
          size="large"
          getLabelText={(value) => t('orders.stars', { count: value })}
        />
        <TextField
          label={t('orders.ratingText')}
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box>
          <Button variant="outlined" disabled={!rating || saveOrderNote.isPending} onClick={save}>
            {t('orders.ratingSave')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
