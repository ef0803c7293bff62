import { useState } from 'react';
import { useCartDelivery } from '../api/get-cart-delivery';
import {
  answerDeliveryDialog,
  useDeliveryDialog,
  type DeliveryDialogName,
  type DeliveryDialogRequest,
} from '../utils/delivery-dialog-store';
import { canChangeAddress } from '../utils/delivery-flow';
import { paths } from '../../../config/paths';
import { AddressSelectorDialog } from './address-selector-dialog';
import { StoreSelectorDialog } from './store-selector-dialog';
import { TimeslotSelectorDialog } from './timeslot-selector-dialog';

/**
 * The delivery dialogs the flow controller opens, one at a time. Each keeps its last request while it
 * closes, so its closing transition shows what the shopper just saw.
 */
export function DeliveryDialogs() {
  const { request, openingId } = useDeliveryDialog();
  const { data: cart } = useCartDelivery();
  const [shown, setShown] = useState<
    Partial<Record<DeliveryDialogName, { request: DeliveryDialogRequest; id: number }>>
  >({});
  if (request && shown[request.dialog]?.id !== openingId) {
    setShown({ ...shown, [request.dialog]: { request, id: openingId } });
  }
  const isOpen = (name: DeliveryDialogName) => request?.dialog === name && shown[name]?.id === openingId;
  const isOnPaymentPage = window.location.pathname.startsWith(paths.payment.path);

  return (
    <>
      {shown.address && (
        <AddressSelectorDialog
          key={shown.address.id}
          open={isOpen('address')}
          deliveryServiceId={shown.address.request.deliveryServiceId}
          onAnswer={answerDeliveryDialog}
        />
      )}
      {shown.timeslot && (
        <TimeslotSelectorDialog
          key={shown.timeslot.id}
          open={isOpen('timeslot')}
          canChangeAddress={cart ? canChangeAddress(cart, isOnPaymentPage) : false}
          onAnswer={answerDeliveryDialog}
        />
      )}
      {shown.store && (
        <StoreSelectorDialog key={shown.store.id} open={isOpen('store')} onAnswer={answerDeliveryDialog} />
      )}
    </>
  );
}
