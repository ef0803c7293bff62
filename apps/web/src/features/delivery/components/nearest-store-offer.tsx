import Storefront from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { DELIVERY_SERVICE, type DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import { useTranslation } from '../../../lib/use-translation';
import { useNearbyStores, type Point } from '../api/get-nearby-stores';
import { useSelectStore } from '../api/select-store';
import { formatKilometres } from '../utils/delivery-format';
import '../../../lib/messages-it-delivery';

const PICK_UP_ONLY: readonly DeliveryServiceId[] = [DELIVERY_SERVICE.PICK_UP];
/** The nearest store wherever it is: the widest search the proximity call takes. */
const ANY_DISTANCE_M = 1_000_000;

interface NearestStoreOfferProps {
  /** Where the address not served lies. */
  point: Point;
  /** The cart switched to pick-up at the store. */
  onChosen: (cart: CartDelivery, store: Store) => void;
}

/**
 * spec §2 "Choose pick-up store", offered under the not-served message: the chain's store nearest to the
 * address, and a button that sets pick-up there (the store selector's own call, POST /store/select).
 */
export function NearestStoreOffer({ point, onChosen }: NearestStoreOfferProps) {
  const { t } = useTranslation();
  const { data } = useNearbyStores(point, PICK_UP_ONLY, ANY_DISTANCE_M);
  const selectMutation = useSelectStore();
  const store = data?.[0];
  if (!store) return null;
  return (
    <Alert
      severity="info"
      icon={<Storefront />}
      component="section"
      role="region"
      aria-label={t('delivery.nearestStore.title')}
    >
      <AlertTitle component="p">{t('delivery.nearestStore.title')}</AlertTitle>
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {store.name}
      </Typography>
      <Typography variant="body2">
        {t('delivery.addressLine', {
          street: store.address1,
          number: store.addressNumber,
          postalcode: store.postalcode,
          city: store.city,
          province: store.province,
        })}
      </Typography>
      {store.distance !== undefined && (
        <Typography variant="body2">
          {t('delivery.nearestStore.distance', { distance: formatKilometres(store.distance) })}
        </Typography>
      )}
      <Button
        variant="contained"
        size="small"
        sx={{ mt: 1 }}
        loading={selectMutation.isPending}
        onClick={() => selectMutation.mutate(store.storeId, { onSuccess: (cart) => onChosen(cart, store) })}
      >
        {t('delivery.nearestStore.choose', { name: store.name })}
      </Button>
    </Alert>
  );
}
