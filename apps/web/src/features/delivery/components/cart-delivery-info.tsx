import AccessTime from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { paths } from '../../../config/paths';
import { useCartDelivery } from '../api/get-cart-delivery';
import {
  canChangeAddress,
  canChangeTimeslot,
  needsAddress,
  needsTimeslot,
  type DeliveryFlow,
} from '../utils/delivery-flow';
import { formatShopTime, formatTimeslotDay } from '../utils/delivery-format';
import { DeliveryServiceIcon } from './delivery-service-icon';
import '../../../lib/messages-it-delivery';
import '../../../lib/messages-it-cart';

interface CartDeliveryInfoProps {
  flow: Pick<DeliveryFlow, 'changeAddress' | 'changeTimeslot'>;
}

/**
 * spec §2 "Cart drawer": the chosen address and timeslot, each with its edit button where it may change
 * (spec §4: not the address of a cart in status 7, neither on the payment page).
 */
export function CartDeliveryInfo({ flow }: CartDeliveryInfoProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: cart, isPending, isError, refetch } = useCartDelivery();
  const isOnPaymentPage = pathname.startsWith(paths.payment.path);

  if (isPending) {
    return (
      <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }} aria-hidden="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <ErrorWithRetry message={t('delivery.cart.loadError')} onRetry={() => void refetch()} />
      </Box>
    );
  }

  const address = needsAddress(cart) ? null : cart.shippingAddress;
  const timeslot = needsTimeslot(cart) ? null : cart.timeslot;
  const isHomeDelivery = cart.deliveryServiceId === DELIVERY_SERVICE.HOME_DELIVERY;

  return (
    <Box
      component="section"
      aria-label={t('delivery.cart.title')}
      sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
    >
      <DeliveryRow
        icon={
          <DeliveryServiceIcon
            deliveryServiceId={address ? cart.deliveryServiceId : DELIVERY_SERVICE.HOME_DELIVERY}
          />
        }
        label={
          address
            ? isHomeDelivery
              ? t('delivery.cart.homeDelivery')
              : t('delivery.cart.pickUp')
            : t('delivery.cart.howTitle')
        }
        value={address ? address.addressName : t('delivery.cart.noAddress')}
        hint={
          address
            ? t('delivery.streetAndCity', {
                street: address.address1,
                number: address.addressNumber,
                city: address.city,
              })
            : undefined
        }
        action={
          canChangeAddress(cart, isOnPaymentPage) && (
            <Button
              variant={address ? 'text' : 'contained'}
              onClick={() => void flow.changeAddress()}
              aria-label={address ? t('delivery.cart.changeAddress') : t('delivery.cart.chooseAddress')}
            >
              {address ? t('delivery.cart.change') : t('delivery.cart.choose')}
            </Button>
          )
        }
      />
      <DeliveryRow
        icon={<AccessTime aria-hidden="true" />}
        label={t('delivery.cart.timeslot')}
        value={
          timeslot
            ? t('delivery.cart.timeslotValue', {
                day: formatTimeslotDay(timeslot.date),
                begin: timeslot.beginTime,
                end: timeslot.endTime,
              })
            : t('delivery.cart.noTimeslot')
        }
        hint={
          timeslot?.holdExpiresAt
            ? t('delivery.cart.heldUntil', { time: formatShopTime(timeslot.holdExpiresAt) })
            : undefined
        }
        action={
          canChangeTimeslot(isOnPaymentPage) && (
            <Button
              variant={timeslot || !address ? 'text' : 'contained'}
              onClick={() => void flow.changeTimeslot()}
              aria-label={timeslot ? t('delivery.cart.changeTimeslot') : t('delivery.cart.chooseTimeslot')}
            >
              {timeslot ? t('delivery.cart.change') : t('delivery.cart.choose')}
            </Button>
          )
        }
      />
    </Box>
  );
}

interface DeliveryRowProps {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  action: ReactNode;
}

function DeliveryRow({ icon, label, value, hint, action }: DeliveryRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 56 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
        {hint && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
