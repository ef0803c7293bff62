import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import type { AddressCheckData } from '@spesa/shared/delivery/address.contract';
import type { CheckAddressField } from '@spesa/shared/rules/address-check';
import { useTranslation } from '../../../lib/use-translation';
import type { Point } from '../api/get-nearby-stores';
import '../../../lib/messages-it-delivery';

/** spec §4 "Address check states", plus the service failing (home delivery then shows as unavailable). */
export type CheckState =
  | { state: 'unchecked' }
  | { state: 'incomplete'; message: string; missing: CheckAddressField[] }
  /** `message`: the server's reason, or the spec §8 not-served message. */
  | { state: 'not-served'; message: string; point: Point | null }
  | { state: 'served'; answer: AddressCheckData }
  | { state: 'failed'; message: string };

/** What the last address check said (spec §8 messages). */
export function AddressCheckStatus({ check }: { check: CheckState }) {
  const { t } = useTranslation();
  switch (check.state) {
    case 'incomplete':
      return (
        <Alert severity="warning" role="alert">
          {check.message}
        </Alert>
      );
    case 'not-served':
      return (
        <Alert severity="error" role="alert">
          {check.message}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert">
          {t('delivery.address.homeDeliveryUnavailable', { message: check.message })}
        </Alert>
      );
    case 'served':
      return (
        <Alert severity="success" icon={<CheckCircle />}>
          {t('delivery.address.served')}
        </Alert>
      );
    default:
      return null;
  }
}
