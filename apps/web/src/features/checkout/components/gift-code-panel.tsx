import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GIFT_CODE_INVALID_MESSAGE, type Cart } from '@spesa/shared/cart/cart.contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { settleMutation } from '../../../lib/mutation-feedback';
import { useAddGiftCode } from '../api/add-gift-code';
import { checkGiftCode } from '../api/check-gift-code';
import { useRemoveGiftCode } from '../api/remove-gift-code';
import '../../../lib/messages-it-orders';

type GiftCodeCart = Pick<Cart, 'orderAdjustmentSummary' | 'giftCertificates'>;

/** Under half a cent a code takes nothing off. */
const MIN_DISCOUNT_EURO = 0.005;

/** spec §7 "Gift codes": check, add and remove a code; the shopper's own codes one tap away. */
export function GiftCodePanel({ cart }: { cart: GiftCodeCart }) {
  const { t } = useTranslation();
  const { mutateAsync: addGiftCode } = useAddGiftCode();
  const { mutateAsync: removeGiftCode } = useRemoveGiftCode();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const applied = cart.orderAdjustmentSummary.orderAdjustments;
  const appliedCodes = new Set(applied.map((adjustment) => adjustment.giftCertificate.code.toUpperCase()));
  const ownCodes = cart.giftCertificates.filter(
    (certificate) => !appliedCodes.has(certificate.code.toUpperCase()),
  );

  const apply = async (typed: string) => {
    const trimmed = typed.trim();
    if (!trimmed || busyCode) return;
    setBusyCode(trimmed);
    setError(null);
    // spec §8: the check is silent; a code it refuses gets the spec §5 message under the field.
    const check = await checkGiftCode(trimmed).catch(() => null);
    if (check && !check.valid) {
      setError(GIFT_CODE_INVALID_MESSAGE);
    } else {
      const cart = await settleMutation(
        addGiftCode(trimmed, {
          onError: (failure) =>
            setError(
              failure instanceof ApiError && failure.envelope?.response.errors?.[0]?.error
                ? failure.message
                : GIFT_CODE_INVALID_MESSAGE,
            ),
        }),
      );
      if (cart) setCode('');
    }
    setBusyCode(null);
  };

  const remove = async (removed: string) => {
    setBusyCode(removed);
    await settleMutation(removeGiftCode(removed));
    setBusyCode(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* Inside the checkout form: Enter applies the code instead of submitting the order. */}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          label={t('checkout.giftCodeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply(code);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 60, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="button"
          onClick={() => void apply(code)}
          variant="outlined"
          disabled={!code.trim() || busyCode !== null}
          sx={{ minHeight: 56 }}
        >
          {t('checkout.giftCodeApply')}
        </Button>
      </Box>
      {applied.length > 0 && (
        <Box
          component="ul"
          aria-label={t('checkout.giftCodesApplied')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {applied.map((adjustment) => {
            // Below the code's minimum it takes nothing off yet: said so, not shown as a "−0,00 €" saving.
            const isNotYet = adjustment.amount < MIN_DISCOUNT_EURO;
            return (
              <Box
                component="li"
                key={adjustment.userGiftCertificateId}
                sx={{
                  listStyle: 'none',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: isNotYet ? 'warning.main' : 'success.main',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {adjustment.giftCertificate.code} ·{' '}
                    {isNotYet ? t('checkout.giftCodeNotYet') : `−${formatMoney(adjustment.amount)}`}
                  </Typography>
                  <Typography variant="body2">
                    {adjustment.note ?? adjustment.giftCertificate.description}
                  </Typography>
                </Box>
                <Button
                  color="inherit"
                  disabled={busyCode !== null}
                  onClick={() => void remove(adjustment.giftCertificate.code)}
                  aria-label={t('checkout.giftCodeRemoveLabel', { code: adjustment.giftCertificate.code })}
                >
                  {t('checkout.giftCodeRemove')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {ownCodes.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('checkout.giftCodesOwn')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {ownCodes.map((certificate) => (
              <Chip
                key={certificate.userGiftCertificateId}
                label={`${certificate.code} · ${certificate.description}`}
                onClick={() => void apply(certificate.code)}
                disabled={busyCode !== null}
                variant="outlined"
                sx={{
                  maxWidth: '100%',
                  minHeight: 44,
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                }}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
