import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickingLine, PickingLineBody } from '@spesa/shared/admin/picking.contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';
import { usePickLine, useSubstituteSearch } from '../api/picking';
import { errorMessageOf } from '../api/staff-session';

/** Big touch targets for a picker with one hand free (UX.md: at least 48 px). */
const TOUCH = { minHeight: 48 } as const;

function usePickedLabel(line: PickingLine): string {
  const { t } = useTranslation();
  const picked = line.picked;
  if (!picked) return t('admin.picking.todo');
  if (picked.outcome === 'weighed') return t('admin.picking.weighed', { grams: picked.weightGrams });
  if (picked.outcome === 'missing') return t('admin.picking.missing');
  if (picked.outcome === 'substituted' && picked.substitute) {
    return t('admin.picking.substituted', {
      name: picked.substitute.name,
      quantity: picked.substitute.quantity,
    });
  }
  return t('admin.picking.confirmed');
}

interface PickingLineRowProps {
  orderId: number;
  line: PickingLine;
  /** A finished picking freezes its lines. */
  frozen: boolean;
}

/** One line of the order: what was ordered, its state, and the picker's four moves (README "Picking"). */
export function PickingLineRow({ orderId, line, frozen }: PickingLineRowProps) {
  const { t } = useTranslation();
  const pick = usePickLine();
  const [grams, setGrams] = useState(line.expectedWeightGrams ? String(line.expectedWeightGrams) : '');
  const [substituting, setSubstituting] = useState(false);
  const target = { orderId, orderItemId: line.orderItemId };
  const send = (body: PickingLineBody) => pick.mutate(body, { onSuccess: () => setSubstituting(false) });
  const submitWeight = (event: FormEvent) => {
    event.preventDefault();
    send({ ...target, action: 'weight', weightGrams: Number(grams) });
  };
  const stateLabel = usePickedLabel(line);
  const headingId = `picking-line-${line.orderItemId}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', py: 1.5 }}
    >
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {line.name}
      </Typography>
      <Typography variant="body2">{t('admin.picking.quantity', { quantity: line.quantity })}</Typography>
      {line.expectedWeightGrams !== null && (
        <Typography variant="body2">
          {t('admin.picking.expectedWeight', { grams: line.expectedWeightGrams })}
        </Typography>
      )}
      {!line.acceptAlternatives && (
        <Typography variant="body2">{t('admin.picking.noSubstitution')}</Typography>
      )}
      {line.userNotes && (
        <Typography variant="body2">{t('admin.picking.lineNote', { note: line.userNotes })}</Typography>
      )}
      <Typography
        variant="body2"
        data-testid="picking-line-state"
        sx={{ fontWeight: 600, color: line.picked ? 'success.dark' : 'text.secondary' }}
      >
        {stateLabel}
      </Typography>
      {!frozen && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <Button
              variant="contained"
              sx={TOUCH}
              disabled={pick.isPending}
              onClick={() => send({ ...target, action: 'confirm' })}
            >
              {t('admin.picking.confirm')}
            </Button>
            <Button
              variant="outlined"
              sx={TOUCH}
              disabled={pick.isPending}
              onClick={() => send({ ...target, action: 'missing' })}
            >
              {t('admin.picking.markMissing')}
            </Button>
          </Box>
          {line.weighed && (
            <Box
              component="form"
              onSubmit={submitWeight}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}
            >
              <TextField
                label={t('admin.picking.grams')}
                value={grams}
                onChange={(e) => setGrams(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="outlined" sx={TOUCH} disabled={pick.isPending}>
                {t('admin.picking.weight')}
              </Button>
            </Box>
          )}
          <Button variant="outlined" sx={TOUCH} onClick={() => setSubstituting((open) => !open)}>
            {t('admin.picking.substitute')}
          </Button>
          {substituting && (
            <SubstituteForm
              disabled={pick.isPending}
              onSubmit={(productId, quantity) =>
                send({ ...target, action: 'substitute', productId, quantity })
              }
            />
          )}
          {pick.isError && <Alert severity="error">{errorMessageOf(pick.error)}</Alert>}
        </Stack>
      )}
    </Box>
  );
}

interface SubstituteFormProps {
  disabled: boolean;
  onSubmit: (productId: number, quantity: number) => void;
}

/** 'Sostituisci': a product searched in the chain's catalogue, and how many. */
function SubstituteForm({ disabled, onSubmit }: SubstituteFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [chosen, setChosen] = useState<{ productId: number; name: string } | null>(null);
  const found = useSubstituteSearch(text.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(chosen?.productId ?? 0, Number(quantity.replace(',', '.')));
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit}>
      <TextField
        type="search"
        label={t('admin.picking.searchProduct')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {found.data?.length === 0 && <Typography variant="body2">{t('admin.picking.noProducts')}</Typography>}
      {found.data?.map((product) => (
        <Button
          key={product.productId}
          variant={chosen?.productId === product.productId ? 'contained' : 'text'}
          sx={{ ...TOUCH, justifyContent: 'flex-start' }}
          aria-label={t('admin.picking.chooseProduct', { name: product.name })}
          onClick={() => setChosen(product)}
        >
          {product.name}
        </Button>
      ))}
      {chosen && (
        <Typography variant="body2">{t('admin.picking.chosenProduct', { name: chosen.name })}</Typography>
      )}
      <TextField
        label={t('admin.picking.substituteQuantity')}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" sx={TOUCH} disabled={disabled}>
        {t('admin.picking.substituteSubmit')}
      </Button>
    </Stack>
  );
}
