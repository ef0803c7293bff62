import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import { euroToCents } from '@spesa/shared/common/money';
import {
  freeDeliveryText,
  minimumOrderText,
  orderThresholdsOf,
  thresholdStatus,
  type ThresholdStatus,
} from '@spesa/shared/rules/order-thresholds';
import { useId } from 'react';
import { useTenantConfig } from '../lib/tenant-config-context';

export type ThresholdSource = Pick<Cart, 'totalPrice' | 'deliveryServiceId' | 'deliveryFee'>;

export interface OrderThresholdView {
  status: ThresholdStatus;
  /** 'Ti mancano … per raggiungere l'ordine minimo di …': checkout stays closed while set. */
  minimumText: string | null;
  /** 'Ti mancano … per la consegna gratuita', only while the cart pays a delivery fee. */
  freeDeliveryText: string | null;
  /** The id of the minimum-order message, for the checkout button it keeps closed (aria-describedby). */
  minimumId: string;
}

/** The chain's minimum order and free-delivery threshold against the cart's goods (the rule the server applies). */
export function useOrderThresholds(cart: ThresholdSource): OrderThresholdView {
  const { settings } = useTenantConfig();
  const minimumId = useId();
  const status = thresholdStatus(
    euroToCents(cart.totalPrice),
    orderThresholdsOf(settings, cart.deliveryServiceId),
  );
  return {
    status,
    minimumText: minimumOrderText(status),
    freeDeliveryText: cart.deliveryFee > 0 ? freeDeliveryText(status, cart.deliveryServiceId) : null,
    minimumId,
  };
}

/** What is missing for the minimum order and for free delivery, shown before checkout. */
export function OrderThresholdNotice({ view }: { view: OrderThresholdView }) {
  if (!view.minimumText && !view.freeDeliveryText) return null;
  return (
    <Stack spacing={1} aria-live="polite">
      {view.minimumText && (
        <Alert severity="warning" id={view.minimumId}>
          {view.minimumText}
        </Alert>
      )}
      {view.freeDeliveryText && (
        <Alert severity="info" icon={false}>
          {view.freeDeliveryText}
        </Alert>
      )}
    </Stack>
  );
}
