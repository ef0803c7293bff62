import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { ProfileAddressList } from '../../features/account/components/profile-address-list';
import { useDeleteAddress } from '../../features/delivery/api/delete-address';
import { useAddresses } from '../../lib/addresses-query';
import { useSelectAddress } from '../../features/delivery/api/select-address';
import { AddressListSkeleton } from '../../features/delivery/components/address-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';
import '../../lib/messages-it-delivery';

/** spec §2 `/profile/addresses` ('I miei indirizzi'), with the delivery issue's address calls and edit screen. */
export function ProfileAddressesRoute() {
  const { t } = useTranslation();
  const { data: addresses, isPending, isError, refetch } = useAddresses(DELIVERY_SERVICE.HOME_DELIVERY);
  const selectMutation = useSelectAddress();
  const deleteMutation = useDeleteAddress();
  const pendingAddressId = selectMutation.isPending
    ? selectMutation.variables.addressId
    : deleteMutation.isPending
      ? deleteMutation.variables
      : undefined;
  useDocumentTitle(
    t('common.documentTitle', { page: t('profileArea.addresses'), brandName: t('tenant.brandName') }),
  );

  const addButton = (
    <Button variant="contained" component={RouterLink} to={paths.addressNew.getHref()} startIcon={<Add />}>
      {t('profileArea.addAddress')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box>
          <Typography variant="h1">{t('profileArea.addresses')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('profileArea.addressesIntro')}</Typography>
        </Box>
        {addresses && addresses.length > 0 && addButton}
      </Box>
      {isPending ? (
        <AddressListSkeleton />
      ) : isError ? (
        <ErrorWithRetry message={t('delivery.addressDialog.loadError')} onRetry={() => void refetch()} />
      ) : addresses.length === 0 ? (
        <StatusScreen
          headingLevel="h2"
          icon={<AddLocationAltOutlined />}
          title={t('profileArea.noAddresses')}
          text={t('profileArea.noAddressesHint')}
          actions={addButton}
        />
      ) : (
        <ProfileAddressList
          addresses={addresses}
          pendingAddressId={pendingAddressId}
          onMakeDefault={(address) => selectMutation.mutate(address)}
          onDelete={(address) => deleteMutation.mutate(address.addressId)}
        />
      )}
    </Stack>
  );
}
