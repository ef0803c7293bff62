import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Address } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { DELIVERY_SERVICE, type DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { useAddresses } from '../../../lib/addresses-query';
import { useCartDelivery } from '../api/get-cart-delivery';
import { useSelectAddress } from '../api/select-address';
import { useDeliveryServices } from '../hooks/use-delivery-services';
import type { DeliveryDialogAnswer } from '../utils/delivery-dialog-store';
import { AddressEditForm } from './address-edit-form';
import { AddressList, AddressListSkeleton } from './address-list';
import { DELIVERY_DIALOG_WIDTH_PX, DeliveryDialogFrame } from './delivery-dialog-frame';
import { DeliveryServiceIcon } from './delivery-service-icon';
import '../../../lib/messages-it-delivery';

/** The filter field shows once the list is long enough to need it. */
const FILTER_FROM_COUNT = 4;

type View = { kind: 'list' } | { kind: 'edit'; address?: Address };

interface AddressSelectorDialogProps {
  open: boolean;
  /** The tab to open on; the cart's own service without it. */
  deliveryServiceId?: DeliveryServiceId;
  onAnswer: (answer: DeliveryDialogAnswer) => void;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** spec §2: the shopper's addresses filtered by name, street and city. */
export function filterAddresses(addresses: readonly Address[], text: string): Address[] {
  const wanted = fold(text.trim());
  if (!wanted) return [...addresses];
  return addresses.filter((address) =>
    [address.addressName, address.address1, address.city].some((field) => fold(field).includes(wanted)),
  );
}

/** After a choice the timeslot comes next when the cart has none (the change of warehouse dropped it). */
function answerAfterChoice(cart: CartDelivery): DeliveryDialogAnswer {
  return cart.timeslot === null ? 'setTimeslot' : 'done';
}

/**
 * spec §2 "Address selector": a tab per delivery service flagged showTab, the addresses of the service with
 * a star on the default one, the add-address form; from the pick-up tab, the store finder.
 */
export function AddressSelectorDialog({ open, deliveryServiceId, onAnswer }: AddressSelectorDialogProps) {
  const { t } = useTranslation();
  const { data: cart } = useCartDelivery();
  const services = useDeliveryServices();
  const [chosenTab, setChosenTab] = useState<DeliveryServiceId | undefined>(deliveryServiceId);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [filter, setFilter] = useState('');
  const tabsId = useId();
  const cartService =
    cart?.shippingAddress && !cart.shippingAddress.autoAssigned
      ? (cart.deliveryServiceId as DeliveryServiceId)
      : undefined;
  const tab =
    chosenTab ??
    cartService ??
    (services[0]?.deliveryServiceId as DeliveryServiceId | undefined) ??
    DELIVERY_SERVICE.HOME_DELIVERY;
  const { data: addresses, isPending, isError, refetch } = useAddresses(tab);
  const selectMutation = useSelectAddress();
  const isHomeDelivery = tab === DELIVERY_SERVICE.HOME_DELIVERY;

  // A refusal's toast tells the shopper; the list stays open for another choice.
  const choose = (address: Address) =>
    selectMutation.mutate(address, { onSuccess: (cart) => onAnswer(answerAfterChoice(cart)) });

  if (view.kind === 'edit') {
    return (
      <DeliveryDialogFrame
        open={open}
        widthPx={DELIVERY_DIALOG_WIDTH_PX.address}
        title={view.address ? t('delivery.address.editTitle') : t('delivery.address.newTitle')}
        onClose={() => onAnswer('cancel')}
        onBack={() => setView({ kind: 'list' })}
        backLabel={t('delivery.addressDialog.backToList')}
      >
        <AddressEditForm
          address={view.address}
          sectionHeading="h3"
          onSaved={(_address, savedCart) => onAnswer(answerAfterChoice(savedCart))}
          onPickUpChosen={(pickUpCart) => onAnswer(answerAfterChoice(pickUpCart))}
        />
      </DeliveryDialogFrame>
    );
  }

  const visible = filterAddresses(addresses ?? [], filter);
  const panelId = `${tabsId}-panel`;

  return (
    <DeliveryDialogFrame
      open={open}
      widthPx={DELIVERY_DIALOG_WIDTH_PX.address}
      title={t('delivery.addressDialog.title')}
      onClose={() => onAnswer('cancel')}
    >
      {services.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, value: DeliveryServiceId) => {
            setChosenTab(value);
            setFilter('');
          }}
          variant="fullWidth"
          aria-label={t('delivery.addressDialog.services')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', mx: { xs: -2, sm: 0 } }}
        >
          {services.map((service) => (
            <Tab
              key={service.deliveryServiceId}
              value={service.deliveryServiceId}
              label={service.name}
              icon={<DeliveryServiceIcon deliveryServiceId={service.deliveryServiceId} />}
              iconPosition="start"
              id={`${tabsId}-${service.deliveryServiceId}`}
              aria-controls={panelId}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={services.length > 1 ? 'tabpanel' : undefined}
        id={panelId}
        aria-labelledby={services.length > 1 ? `${tabsId}-${tab}` : undefined}
      >
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {isHomeDelivery ? t('delivery.addressDialog.homeIntro') : t('delivery.addressDialog.pickUpIntro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {isHomeDelivery ? (
            <Button
              variant="outlined"
              startIcon={<AddLocationAltOutlined />}
              onClick={() => setView({ kind: 'edit' })}
            >
              {t('delivery.addressDialog.add')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<NearMeOutlined />} onClick={() => onAnswer('setStore')}>
              {t('delivery.addressDialog.findStore')}
            </Button>
          )}
        </Box>
        {(addresses?.length ?? 0) >= FILTER_FROM_COUNT && (
          <TextField
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            label={t('delivery.addressDialog.filter')}
            type="search"
            fullWidth
            size="small"
            sx={{ mb: 1.5 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {isPending && <AddressListSkeleton />}
        {isError && (
          <ErrorWithRetry message={t('delivery.addressDialog.loadError')} onRetry={() => void refetch()} />
        )}
        {addresses && addresses.length === 0 && (
          <Typography sx={{ py: 2 }}>
            {isHomeDelivery ? t('delivery.addressDialog.noHomeAddress') : t('delivery.addressDialog.noStore')}
          </Typography>
        )}
        {addresses && addresses.length > 0 && visible.length === 0 && (
          <Typography sx={{ py: 2 }}>{t('delivery.addressDialog.noMatch', { text: filter })}</Typography>
        )}
        {visible.length > 0 && (
          <AddressList
            addresses={visible}
            currentAddressId={
              cart?.shippingAddress?.autoAssigned ? undefined : cart?.shippingAddress?.addressId
            }
            pendingAddressId={selectMutation.isPending ? selectMutation.variables.addressId : undefined}
            onChoose={choose}
            onEdit={isHomeDelivery ? (address) => setView({ kind: 'edit', address }) : undefined}
          />
        )}
      </Box>
    </DeliveryDialogFrame>
  );
}
