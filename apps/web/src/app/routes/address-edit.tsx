import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useAddress } from '../../features/delivery/api/get-address';
import { AddressEditForm } from '../../features/delivery/components/address-edit-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-delivery';

function parseAddressId(param: string | undefined): number | undefined | null {
  if (param === undefined) return undefined;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** spec §2 "Address edit": a new home address, or the one of the route param addressId. */
export function AddressEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const addressId = parseAddressId(useParams().addressId);
  const { data: address, isPending, isError } = useAddress(addressId ?? undefined);
  const title = addressId === undefined ? t('delivery.address.newTitle') : t('delivery.address.editTitle');
  // Opened from inside the app there is somewhere to go back to; a direct visit has not.
  const canGoBack = location.key !== 'default';
  const leave = () => (canGoBack ? void navigate(-1) : void navigate(paths.home.getHref()));
  useDocumentTitle(t('common.documentTitle', { page: title, brandName: t('tenant.brandName') }));

  if (addressId === null || (addressId !== undefined && isError)) {
    return (
      <StatusScreen
        icon={<LocationOffOutlined />}
        title={t('delivery.address.notFoundTitle')}
        text={t('delivery.address.notFoundText')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }

  return (
    <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {addressId !== undefined && isPending ? (
        <Skeleton variant="rounded" height={420} aria-hidden="true" />
      ) : (
        <AddressEditForm address={address} onBack={canGoBack ? leave : undefined} onSaved={leave} />
      )}
    </Paper>
  );
}
