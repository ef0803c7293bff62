import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@spesa/shared/delivery/address.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { paths } from '../../../config/paths';
import { useAddresses } from '../../../lib/addresses-query';
import { useConfirmWishlist } from '../api/confirm-wishlist';
import '../../../lib/messages-it-delivery';
import '../../../lib/messages-it-wishlist';

interface ConfirmListDialogProps {
  list: Wishlist | null;
  onClose: () => void;
}

/** spec §7 POST /wishlist/confirm: the shopper confirms a list for one of their delivery addresses. */
export function ConfirmListDialog({ list, onClose }: ConfirmListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={list !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: 3, width: 'min(480px, calc(100vw - 32px))', m: 2 } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('wishlists.confirmTitle')}
      </DialogTitle>
      {list && <ConfirmForm key={list.listId} list={list} onClose={onClose} />}
    </Dialog>
  );
}

function isServed(address: Address): boolean {
  return address.active === 1;
}

/** The address the list was confirmed for, else the default one, else the first that delivery reaches. */
function initialAddressId(list: Wishlist, addresses: readonly Address[]): number | null {
  const served = addresses.filter(isServed);
  const initial =
    served.find((address) => address.addressId === list.addressId) ??
    served.find((address) => address.isDefault) ??
    served[0];
  return initial?.addressId ?? null;
}

function ConfirmForm({ list, onClose }: { list: Wishlist; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: addresses, isPending, isError, refetch } = useAddresses(DELIVERY_SERVICE.HOME_DELIVERY);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const confirmMutation = useConfirmWishlist();
  const addressId = chosenId ?? (addresses ? initialAddressId(list, addresses) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = addresses?.find((candidate) => candidate.addressId === addressId);
    if (!address) return;
    confirmMutation.mutate({ list, address }, { onSuccess: onClose });
  };

  let content;
  if (isPending) {
    content = (
      <Box aria-hidden="true" sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  } else if (isError) {
    content = (
      <ErrorWithRetry message={t('wishlists.confirmAddressesError')} onRetry={() => void refetch()} />
    );
  } else if (addresses.length === 0) {
    content = (
      <>
        <Typography sx={{ mb: 2 }}>{t('wishlists.confirmNoAddresses')}</Typography>
        <Button variant="outlined" component={RouterLink} to={paths.addressNew.getHref()}>
          {t('wishlists.confirmAddAddress')}
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 1 }}>{t('wishlists.confirmText', { name: list.name })}</Typography>
        <RadioGroup
          aria-label={t('wishlists.confirmAddresses')}
          value={addressId === null ? '' : String(addressId)}
          onChange={(event) => setChosenId(Number(event.target.value))}
        >
          {addresses.map((address) => (
            <FormControlLabel
              key={address.addressId}
              value={String(address.addressId)}
              disabled={!isServed(address)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('delivery.addressLine', {
                      street: address.address1,
                      number: address.addressNumber,
                      postalcode: address.postalcode,
                      city: address.city,
                      province: address.province,
                    })}
                    {!isServed(address) && ` · ${t('wishlists.confirmNotServed')}`}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>{content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={confirmMutation.isPending}
          disabled={addressId === null}
        >
          {t('wishlists.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
