import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@spesa/shared/delivery/address.contract';
import { ADDRESS_TYPE } from '@spesa/shared/delivery/delivery-service.contract';
import { useTranslation } from '../../../lib/use-translation';
import { formatDistance } from '../utils/delivery-format';
import '../../../lib/messages-it-delivery';

interface AddressListProps {
  addresses: readonly Address[];
  /** The cart's address, marked as chosen. */
  currentAddressId?: number;
  /** The address being set on the cart: every choice waits for it. */
  pendingAddressId?: number;
  onChoose: (address: Address) => void;
  onEdit?: (address: Address) => void;
}

/** One card per address: its name, a star on the default one, where it is; a tap chooses it. */
export function AddressList({
  addresses,
  currentAddressId,
  pendingAddressId,
  onChoose,
  onEdit,
}: AddressListProps) {
  const { t } = useTranslation();
  const isWaiting = pendingAddressId !== undefined;

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {addresses.map((address) => {
        const isCurrent = address.addressId === currentAddressId;
        const isServed = address.active === 1;
        const isLocker = address.addressTypeId === ADDRESS_TYPE.LOCKER;
        return (
          <Box
            component="li"
            key={address.addressId}
            sx={{ display: 'flex', alignItems: 'stretch', gap: 0.5 }}
          >
            <ButtonBase
              onClick={() => onChoose(address)}
              disabled={!isServed || isWaiting}
              aria-current={isCurrent ? 'true' : undefined}
              sx={{
                flex: 1,
                minHeight: 64,
                justifyContent: 'flex-start',
                textAlign: 'left',
                gap: 1.5,
                px: 2,
                py: 1.25,
                borderRadius: 2,
                border: 2,
                borderColor: isCurrent ? 'primary.main' : 'divider',
                bgcolor: isCurrent ? 'action.selected' : 'background.paper',
                '&:hover': { borderColor: 'primary.main' },
                '&.Mui-disabled': { opacity: isWaiting ? 1 : 0.6 },
                '&.Mui-focusVisible': {
                  outline: '3px solid',
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
                >
                  {address.addressName}
                  {address.isDefault && (
                    <Star
                      fontSize="small"
                      sx={{ color: 'warning.dark' }}
                      titleAccess={t('delivery.addressList.default')}
                    />
                  )}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {t('delivery.addressLine', {
                    street: address.address1,
                    number: address.addressNumber,
                    postalcode: address.postalcode,
                    city: address.city,
                    province: address.province,
                  })}
                </Typography>
                {(isLocker || address.distance !== undefined || !isServed) && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {[
                      isLocker ? t('delivery.addressList.locker') : undefined,
                      address.distance !== undefined ? formatDistance(address.distance) : undefined,
                      !isServed ? t('delivery.addressList.notServed') : undefined,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
              </Box>
              {pendingAddressId === address.addressId ? (
                <CircularProgress size={24} aria-label={t('common.pending')} />
              ) : isCurrent ? (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: 'primary.main',
                    fontWeight: 600,
                  }}
                >
                  <CheckCircle aria-hidden="true" />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('delivery.addressList.chosen')}
                  </Typography>
                </Box>
              ) : !isServed ? (
                <LockOutlined aria-hidden="true" sx={{ color: 'text.secondary' }} />
              ) : null}
            </ButtonBase>
            {onEdit && (
              <IconButton
                aria-label={t('delivery.addressList.edit', { name: address.addressName })}
                onClick={() => onEdit(address)}
                sx={{ alignSelf: 'center' }}
              >
                <EditOutlined />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function AddressListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={72} />
      ))}
    </Box>
  );
}
