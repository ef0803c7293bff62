import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { userQueryKey } from '../../../lib/user-query';
import { useCheckPostalCode } from '../api/check-postal-code';
import '../../../lib/messages-it-delivery-check';

const POSTAL_CODE = /^\d{5}$/;

/*
 * The answer (served: the fee, the minimum and the way in; not served: the notify request with its address fields,
 * its consent and the shared schema) loads once the shopper turns to the field, beside the check's request: the
 * home draws none of it, and its code is not loaded before the home can be used (UX.md "Speed").
 */
const loadCheckAnswer = () => import('./delivery-check-answer');
const CheckAnswer = lazy(() => loadCheckAnswer().then((module) => ({ default: module.CheckAnswer })));

/** Shown to visitors only: a signed-in shopper has their own addresses (spec §4 authentication). */
export function DeliveryCheck() {
  // The shell keeps the session's user in this entry (the auth feature's query).
  const { data: user } = useQuery<EnvelopeUser>({ queryKey: userQueryKey, enabled: false });
  return user !== undefined && user.userId < 0 ? <DeliveryCheckForm /> : null;
}

/**
 * spec §7 delivery, for visitors on the home: a postal code (CAP) says whether the chain delivers there, with
 * the fee, the minimum order and free delivery of the chain; where it does not, the not-served notify request.
 */
function DeliveryCheckForm() {
  const { t } = useTranslation();
  const id = useId();
  const [postalCode, setPostalCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCheckPostalCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = postalCode.trim();
    if (!POSTAL_CODE.test(value)) {
      setError(t('deliveryCheck.invalid'));
      return;
    }
    void loadCheckAnswer();
    mutation.mutate(value, { onError: () => setError(t('deliveryCheck.error')) });
  };
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ mt: { xs: 3, md: 5 }, p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Typography id={`${id}-title`} variant="h2">
        {t('deliveryCheck.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('deliveryCheck.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'start' }}
      >
        <TextField
          label={t('deliveryCheck.postalCode')}
          value={postalCode}
          onChange={(event) => {
            setPostalCode(event.target.value);
            setError(null);
            mutation.reset();
          }}
          error={error !== null}
          helperText={error}
          size="small"
          onFocus={() => void loadCheckAnswer()}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={{ width: 140 }}
        />
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {t('deliveryCheck.submit')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: mutation.data ? 2 : 0 }}>
        {mutation.data && (
          <Suspense fallback={null}>
            <CheckAnswer answer={mutation.data} postalCode={mutation.variables} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
