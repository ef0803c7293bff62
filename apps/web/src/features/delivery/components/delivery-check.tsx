import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeliveryFeeData } from '@spesa/shared/delivery/delivery-fee.contract';
import { useQuery } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import { userQueryKey } from '../../../lib/user-query';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import { openLoginDialog } from '../../../lib/ui-store';
import { useCheckPostalCode } from '../api/check-postal-code';
import { NotifyWhenServed } from './notify-when-served';
import '../../../lib/messages-it-delivery-check';

const POSTAL_CODE = /^\d{5}$/;

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
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={{ width: 140 }}
        />
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {t('deliveryCheck.submit')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: mutation.data ? 2 : 0 }}>
        {mutation.data && <CheckAnswer answer={mutation.data} postalCode={mutation.variables} />}
      </Box>
    </Box>
  );
}

function CheckAnswer({ answer, postalCode }: { answer: DeliveryFeeData; postalCode: string }) {
  const { t } = useTranslation();
  const { settings } = useTenantConfig();
  const zone = answer.zone;
  if (!zone) return <NotServed postalCode={postalCode} />;
  const minimum = settings.minimumOrder.homeDelivery;
  // The chain's free-delivery threshold is the one that counts; a zone's own only where the chain sets none.
  const freeFrom = settings.freeDeliveryFrom.homeDelivery ?? (zone.freeDeliveryThreshold || null);
  return (
    <Alert severity="success">
      <Typography sx={{ fontWeight: 700 }}>{t('deliveryCheck.served', { postalCode })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          {zone.fee > 0 ? t('deliveryCheck.fee', { fee: formatMoney(zone.fee) }) : t('deliveryCheck.freeFee')}
        </li>
        {zone.fee > 0 && freeFrom !== null && (
          <li>{t('deliveryCheck.freeFrom', { amount: formatMoney(freeFrom) })}</li>
        )}
        <li>
          {minimum > 0
            ? t('deliveryCheck.minimum', { amount: formatMoney(minimum) })
            : t('deliveryCheck.noMinimum')}
        </li>
      </Box>
      <Button variant="outlined" size="small" onClick={() => void openLoginDialog()} sx={{ mt: 1 }}>
        {t('deliveryCheck.start')}
      </Button>
    </Alert>
  );
}

/** Not served: the existing notify request, with the address it needs (spec §7 save-new-address). */
function NotServed({ postalCode }: { postalCode: string }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState({ address1: '', city: '', province: '' });
  const field = (name: keyof typeof place, label: string, width: { xs: string; sm: number }) => (
    <TextField
      label={label}
      value={place[name]}
      onChange={(event) => setPlace({ ...place, [name]: event.target.value })}
      size="small"
      required
      sx={{ width }}
    />
  );
  return (
    <Stack spacing={1.5}>
      <Alert severity="info">
        <Typography sx={{ fontWeight: 700 }}>{t('deliveryCheck.notServed', { postalCode })}</Typography>
        {t('deliveryCheck.notServedHint')}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {field('address1', t('deliveryCheck.street'), { xs: '100%', sm: 280 })}
        {field('city', t('deliveryCheck.city'), { xs: '100%', sm: 200 })}
        {field('province', t('deliveryCheck.province'), { xs: '100%', sm: 180 })}
      </Box>
      <NotifyWhenServed place={() => ({ ...place, addressNumber: '', postalcode: postalCode })} />
    </Stack>
  );
}
