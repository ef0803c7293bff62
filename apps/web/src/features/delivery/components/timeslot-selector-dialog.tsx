import { useTranslation } from '../../../lib/use-translation';
import type { DeliveryDialogAnswer } from '../utils/delivery-dialog-store';
import { DELIVERY_DIALOG_WIDTH_PX, DeliveryDialogFrame } from './delivery-dialog-frame';
import { TimeslotSelector } from './timeslot-selector';
import '../../../lib/messages-it-delivery';

interface TimeslotSelectorDialogProps {
  open: boolean;
  /** False when the cart's address may not change (spec §4: status 7, the payment page). */
  canChangeAddress: boolean;
  onAnswer: (answer: DeliveryDialogAnswer) => void;
}

/** spec §2 "Choose timeslot", 750 px wide (§9); it answers setAddress to go and change the address first. */
export function TimeslotSelectorDialog({ open, canChangeAddress, onAnswer }: TimeslotSelectorDialogProps) {
  const { t } = useTranslation();
  return (
    <DeliveryDialogFrame
      open={open}
      widthPx={DELIVERY_DIALOG_WIDTH_PX.timeslot}
      title={t('delivery.timeslot.title')}
      onClose={() => onAnswer('cancel')}
    >
      <TimeslotSelector
        headingLevel="h3"
        onChosen={() => onAnswer('done')}
        onChangeAddress={
          canChangeAddress
            ? (deliveryServiceId) =>
                onAnswer(deliveryServiceId ? { action: 'setAddress', deliveryServiceId } : 'setAddress')
            : undefined
        }
      />
    </DeliveryDialogFrame>
  );
}
