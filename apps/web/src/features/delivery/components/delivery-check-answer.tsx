import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeliveryFeeData } from '@spesa/shared/delivery/delivery-fee.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format-money';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import { openLoginDialog } from '../../../lib/ui-store';
import { NotifyWhenServed } from './notify-when-served';
import '../../../lib/messages-it-delivery-check';

/** spec §7 delivery: the home's postal-code check's answer, served or not (delivery-check.tsx). */
export function CheckAnswer({ answer, postalCode }: { answer: DeliveryFeeData; postalCode: string }) {
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
