import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import {
  PARKING_RESERVED_MESSAGE,
  PARKING_UNEXPECTED_MESSAGE,
  type Order,
} from '@spesa/shared/orders/order.contract';
import { isInPreparation } from '@spesa/shared/rules/order-status';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { orderActionMutationKey } from '../api/get-orders';
import { useReserveParking } from '../api/reserve-parking';
import { formatSlotDay } from '../utils/order-format';
import '../../../lib/messages-it-delivery';

interface ParkingOutcome {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/** Where and when the order arrives; a pick-up order being prepared can reserve a parking space (spec §8). */
export function OrderDeliverySection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reserveParking = useReserveParking();
  const isActionPending = useIsMutating({ mutationKey: orderActionMutationKey }) > 0;
  const [parkingOutcome, setParkingOutcome] = useState<ParkingOutcome | null>(null);
  const address = order.shippingAddress;
  const isPickUp = order.deliveryServiceId === DELIVERY_SERVICE.PICK_UP;

  // spec §8: status 0 an info; errors a warning titled 'Attenzione'; anything else the unexpected error.
  const reserve = () =>
    reserveParking.mutate(
      { orderId: order.orderId },
      {
        onSuccess: (envelope) =>
          setParkingOutcome({
            severity: 'success',
            text: envelope.response.infos[0]?.info ?? PARKING_RESERVED_MESSAGE,
          }),
        onError: (error) => {
          const reason = error instanceof ApiError ? error.envelope?.response.errors?.[0]?.error : undefined;
          setParkingOutcome(
            reason
              ? { severity: 'warning', text: reason }
              : { severity: 'error', text: PARKING_UNEXPECTED_MESSAGE },
          );
        },
      },
    );

  return (
    <SectionCard title={isPickUp ? t('orders.pickUpTitle') : t('orders.deliveryTitle')}>
      <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
      <Typography>
        {t('delivery.addressLine', {
          street: address.address1,
          number: address.addressNumber,
          postalcode: address.postalcode,
          city: address.city,
          province: address.province,
        })}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t(isPickUp ? 'orders.pickUpOn' : 'orders.deliveryOn', {
          day: formatSlotDay(order.timeslot.date),
          begin: order.timeslot.beginTime,
          end: order.timeslot.endTime,
        })}
      </Typography>
      {isPickUp && isInPreparation(order.orderStatusId) && (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
          {/* The outcome of a reservation made here says it already. */}
          {order.parkingReservation ? (
            !parkingOutcome && <Alert severity="success">{PARKING_RESERVED_MESSAGE}</Alert>
          ) : (
            <Box>
              <Button variant="outlined" disabled={isActionPending} onClick={reserve}>
                {t('orders.reserveParking')}
              </Button>
            </Box>
          )}
          {parkingOutcome && (
            <Alert severity={parkingOutcome.severity} role="status">
              {parkingOutcome.severity === 'warning' && <AlertTitle>{t('orders.attention')}</AlertTitle>}
              {parkingOutcome.text}
            </Alert>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
