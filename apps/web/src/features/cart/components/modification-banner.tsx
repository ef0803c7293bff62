import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import { cutoffText } from '@spesa/shared/rules/order-modification';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelModification } from '../api/cancel-modification';

interface ModificationBannerProps {
  cart: Pick<Cart, 'editingOrderId' | 'editingOrderNumber' | 'editingUntil'> | undefined;
}

/**
 * spec §4 'Modifica ordine': the cart modifies an order, which stays as confirmed until the shopper confirms
 * again before the cut-off; 'Annulla modifiche' gives the modification up and brings the cart back.
 */
export function ModificationBanner({ cart }: ModificationBannerProps) {
  const { t } = useTranslation();
  const cancel = useCancelModification();
  if (!cart?.editingOrderId) return null;
  const until = cart.editingUntil ? Date.parse(cart.editingUntil) : NaN;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('cart.cancelModification')}
        </Button>
      }
    >
      {Number.isNaN(until)
        ? t('cart.editingOrder', { orderNumber: cart.editingOrderNumber })
        : t('cart.editingOrderUntil', { orderNumber: cart.editingOrderNumber, until: cutoffText(until) })}
    </Alert>
  );
}
