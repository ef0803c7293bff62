import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Address } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { DELIVERY_SERVICE, type DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { PROXIMITY_DEFAULT_DISTANCE_M, type Store } from '@spesa/shared/delivery/store.contract';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { addressesQueryOptions } from '../../../lib/addresses-query';
import { userQueryKey } from '../../../lib/user-query';
import { useCartDelivery } from '../api/get-cart-delivery';
import { useNearbyStores, type Point } from '../api/get-nearby-stores';
import { useStores } from '../api/get-stores';
import { useSelectStore } from '../api/select-store';
import { useGeolocation } from '../hooks/use-geolocation';
import type { DeliveryDialogAnswer } from '../utils/delivery-dialog-store';
import { formatDistance, formatKilometres } from '../utils/delivery-format';
import { AddressListSkeleton } from './address-list';
import { DELIVERY_DIALOG_WIDTH_PX, DeliveryDialogFrame } from './delivery-dialog-frame';
import { PlaceSearchField } from './place-search-field';
import { StoreHours } from './store-hours';
import '../../../lib/messages-it-delivery';

const PICK_UP_ONLY: readonly DeliveryServiceId[] = [DELIVERY_SERVICE.PICK_UP];
/** Every store, nearest first: the widest search the proximity call takes. */
const ANY_DISTANCE_M = 1_000_000;

const pointOf = (address: Address | null | undefined): Point | undefined =>
  address?.addressType === 'home' && address.latitude !== null && address.longitude !== null
    ? { latitude: address.latitude, longitude: address.longitude }
    : undefined;

/** The shopper's home address: the cart's when it has one, else their default, else their first. */
function shopperPoint(
  cart: CartDelivery | undefined,
  homes: readonly Address[] | undefined,
): Point | undefined {
  const withPoint = (homes ?? []).filter((address) => pointOf(address) !== undefined);
  return (
    pointOf(cart?.shippingAddress) ??
    pointOf(withPoint.find((address) => address.isDefault)) ??
    pointOf(withPoint[0])
  );
}

/** Where the stores are sorted from: the shopper's position or a town they typed. */
type Origin = { kind: 'position'; point: Point } | { kind: 'place'; point: Point | null; name: string };

interface StoreSelectorDialogProps {
  open: boolean;
  onAnswer: (answer: DeliveryDialogAnswer) => void;
}

function answerAfterChoice(cart: CartDelivery): DeliveryDialogAnswer {
  return cart.timeslot === null ? 'setTimeslot' : 'done';
}

/**
 * spec §2 "Choose pick-up store": the stores near the shopper (the browser's position, with the alert when it
 * is refused) or near a town they type, nearest first; when neither is given, every pick-up store, nearest to
 * the shopper's home address first when they have one. Each store shows today's hours and the week folded.
 */
export function StoreSelectorDialog({ open, onAnswer }: StoreSelectorDialogProps) {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<Origin | null>(null);
  const geolocation = useGeolocation();
  const { data: cart } = useCartDelivery();
  // Subscribed to the session's user: only a shopper who is logged in has home addresses.
  const { data: sessionUser } = useQuery<EnvelopeUser>({ queryKey: userQueryKey, queryFn: skipToken });
  const homes = useQuery({
    ...addressesQueryOptions(DELIVERY_SERVICE.HOME_DELIVERY),
    enabled: sessionUser !== undefined && sessionUser.userId > 0,
  });
  const homePoint = shopperPoint(cart, homes.data);
  const allStores = useStores(PICK_UP_ONLY);
  const fromHome = useNearbyStores(origin === null ? homePoint : undefined, PICK_UP_ONLY, ANY_DISTANCE_M);
  const nearby = useNearbyStores(origin?.point ?? undefined, PICK_UP_ONLY);
  const selectMutation = useSelectStore();

  const locate = async () => {
    const point = await geolocation.locate();
    if (point) setOrigin({ kind: 'position', point });
  };

  // A refusal's toast tells the shopper; the list stays open for another choice.
  const choose = (store: Store) =>
    selectMutation.mutate(store.storeId, { onSuccess: (cart) => onAnswer(answerAfterChoice(cart)) });

  const placeName = origin?.kind === 'place' ? origin.name : undefined;
  const byTown =
    origin?.kind === 'place' && origin.point === null
      ? (allStores.data ?? []).filter((store) => store.city.toLowerCase() === origin.name.toLowerCase())
      : undefined;
  const near = origin?.point ? nearby.data : byTown;
  const isNearEmpty = origin !== null && near !== undefined && near.length === 0;
  const isFromHome = origin === null && homePoint !== undefined && fromHome.data !== undefined;
  const stores = isFromHome ? fromHome.data : origin === null || isNearEmpty ? allStores.data : near;
  const isPending = origin?.point ? nearby.isPending : allStores.isPending;
  const currentStoreId =
    cart?.deliveryServiceId === DELIVERY_SERVICE.PICK_UP &&
    cart.shippingAddress &&
    !cart.shippingAddress.autoAssigned
      ? cart.store.storeId
      : undefined;

  return (
    <DeliveryDialogFrame
      open={open}
      widthPx={DELIVERY_DIALOG_WIDTH_PX.store}
      title={t('delivery.storeDialog.title')}
      onClose={() => onAnswer('cancel')}
      onBack={() => onAnswer({ action: 'setAddress', deliveryServiceId: DELIVERY_SERVICE.PICK_UP })}
      backLabel={t('delivery.storeDialog.backToAddresses')}
    >
      <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
        <PlaceSearchField
          label={t('delivery.storeDialog.search')}
          placeholder={
            geolocation.status === 'locating'
              ? t('delivery.geolocation.locating')
              : t('delivery.storeDialog.searchPlaceholder')
          }
          onSelect={({ place }) =>
            setOrigin({
              kind: 'place',
              name: place.city,
              point:
                place.latitude !== null && place.longitude !== null
                  ? { latitude: place.latitude, longitude: place.longitude }
                  : null,
            })
          }
        />
        <Button
          variant="outlined"
          startIcon={<MyLocation />}
          loading={geolocation.status === 'locating'}
          loadingPosition="start"
          onClick={() => void locate()}
          sx={{ justifySelf: 'start' }}
        >
          {geolocation.status === 'locating'
            ? t('delivery.geolocation.locating')
            : t('delivery.storeDialog.nearMe')}
        </Button>
        {geolocation.status === 'denied' && (
          <Alert severity="warning" role="alert">
            {t('delivery.geolocation.denied')}
          </Alert>
        )}
        {geolocation.status === 'unavailable' && (
          <Alert severity="info" role="alert">
            {t('delivery.geolocation.unavailable')}
          </Alert>
        )}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }} aria-live="polite">
        {origin === null
          ? isFromHome
            ? t('delivery.storeDialog.nearAddress')
            : t('delivery.storeDialog.allStores')
          : isNearEmpty
            ? t('delivery.storeDialog.noneNear', {
                place: placeName ?? t('delivery.storeDialog.you'),
                distance: formatDistance(PROXIMITY_DEFAULT_DISTANCE_M),
              })
            : placeName
              ? t('delivery.storeDialog.nearPlace', { place: placeName })
              : t('delivery.storeDialog.nearYou')}
      </Typography>
      {isPending && <AddressListSkeleton />}
      {stores && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {stores.map((store) => (
            <StoreCard
              key={store.storeId}
              store={store}
              isCurrent={store.storeId === currentStoreId}
              isFromHome={isFromHome}
              isWaiting={selectMutation.isPending}
              onChoose={() => choose(store)}
            />
          ))}
        </Box>
      )}
    </DeliveryDialogFrame>
  );
}

interface StoreCardProps {
  store: Store;
  isCurrent: boolean;
  /** The distance is from the shopper's home address. */
  isFromHome: boolean;
  isWaiting: boolean;
  onChoose: () => void;
}

function StoreCard({ store, isCurrent, isFromHome, isWaiting, onChoose }: StoreCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: 2,
        borderColor: isCurrent ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="h4" sx={{ fontWeight: 700 }}>
          {store.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('delivery.addressLine', {
            street: store.address1,
            number: store.addressNumber,
            postalcode: store.postalcode,
            city: store.city,
            province: store.province,
          })}
        </Typography>
        {store.distance !== undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isFromHome
              ? t('delivery.storeDialog.distanceFromAddress', { distance: formatKilometres(store.distance) })
              : formatKilometres(store.distance)}
          </Typography>
        )}
        {store.openingHours && <StoreHours text={store.openingHours} />}
      </Box>
      <Button
        variant={isCurrent ? 'outlined' : 'contained'}
        onClick={onChoose}
        disabled={isWaiting}
        aria-label={t('delivery.storeDialog.chooseStore', { name: store.name })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {isCurrent ? t('delivery.storeDialog.chosen') : t('delivery.storeDialog.choose')}
      </Button>
    </Box>
  );
}
