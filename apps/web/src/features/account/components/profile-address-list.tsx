import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Address } from '@spesa/shared/delivery/address.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import '../../../lib/messages-it-account';
import '../../../lib/messages-it-delivery';

interface ProfileAddressListProps {
  addresses: readonly Address[];
  /** The address being changed: its buttons wait. */
  pendingAddressId?: number;
  onMakeDefault: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/**
 * spec §2 'I miei indirizzi': each home address with its star when default, edit (the delivery issue's edit
 * screen), delete after `message.removeAddress`, and the choice of the default one.
 */
export function ProfileAddressList({
  addresses,
  pendingAddressId,
  onMakeDefault,
  onDelete,
}: ProfileAddressListProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {addresses.map((address) => {
          const isPending = pendingAddressId === address.addressId;
          return (
            <Paper
              component="li"
              key={address.addressId}
              variant="outlined"
              sx={{
                p: 2,
                borderRadius: 3,
                borderWidth: address.isDefault ? 2 : 1,
                borderColor: address.isDefault ? 'primary.main' : 'divider',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="h3" sx={{ fontSize: '1.0625rem' }}>
                  {address.addressName}
                </Typography>
                {address.isDefault && (
                  <Chip
                    size="small"
                    color="primary"
                    icon={<Star />}
                    label={t('profileArea.defaultAddress')}
                  />
                )}
                {address.active !== 1 && (
                  <Chip size="small" variant="outlined" label={t('profileArea.notServed')} />
                )}
              </Box>
              <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('delivery.addressLine', {
                  street: address.address1,
                  number: address.addressNumber,
                  postalcode: address.postalcode,
                  city: address.city,
                  province: address.province,
                })}
              </Typography>
              {address.doorbellName && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[address.doorbellName, address.referencePhoneNumber].filter(Boolean).join(' · ')}
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                <Button
                  component={RouterLink}
                  to={paths.addressEdit.getHref(address.addressId)}
                  startIcon={<EditOutlined />}
                  aria-label={t('profileArea.editAddressLabel', { name: address.addressName })}
                  disabled={isPending}
                >
                  {t('profileArea.editAddress')}
                </Button>
                {!address.isDefault && address.active === 1 && (
                  <Button
                    startIcon={<StarBorder />}
                    aria-label={t('profileArea.makeDefaultLabel', { name: address.addressName })}
                    loading={isPending}
                    disabled={pendingAddressId !== undefined && !isPending}
                    onClick={() => onMakeDefault(address)}
                  >
                    {t('profileArea.makeDefault')}
                  </Button>
                )}
                <Button
                  color="error"
                  startIcon={<DeleteOutline />}
                  aria-label={t('profileArea.deleteAddressLabel', { name: address.addressName })}
                  disabled={pendingAddressId !== undefined}
                  onClick={() => setToDelete(address)}
                >
                  {t('profileArea.deleteAddress')}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('profileArea.removeAddressTitle')}
        text={t('message.removeAddress', { name: toDelete?.addressName ?? '' })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      />
    </>
  );
}
