import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';

/** A van for home delivery, a shop front for pick-up. */
export function DeliveryServiceIcon({
  deliveryServiceId,
  ...props
}: { deliveryServiceId: number } & SvgIconProps) {
  return deliveryServiceId === DELIVERY_SERVICE.HOME_DELIVERY ? (
    <LocalShippingOutlined aria-hidden="true" {...props} />
  ) : (
    <StorefrontOutlined aria-hidden="true" {...props} />
  );
}
