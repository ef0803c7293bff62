import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { deliveryAreaRequestBodySchema } from '@spesa/shared/delivery/delivery-area-request.contract';
import type { CheckAddressField } from '@spesa/shared/rules/address-check';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useKnownUser } from '../../../lib/user-query';
import { useRequestDeliveryArea } from '../api/request-delivery-area';
import '../../../lib/messages-it-delivery';

interface NotifyWhenServedProps {
  /** The address found not served (spec §8 not-served message). */
  place: () => Record<CheckAddressField, string>;
}

/**
 * spec §7 save-new-address, offered under the not-served message: the shopper leaves an e-mail and is told
 * when the chain delivers there. The answer's confirmation replaces the form.
 */
export function NotifyWhenServed({ place }: NotifyWhenServedProps) {
  const { t } = useTranslation();
  const id = useId();
  const user = useKnownUser();
  const [isOpen, setOpen] = useState(false);
  const [email, setEmail] = useState(user?.login ?? '');
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useRequestDeliveryArea();

  if (mutation.data !== undefined) return <Alert severity="success">{mutation.data}</Alert>;
  if (!isOpen) {
    return (
      <Button
        variant="outlined"
        startIcon={<NotificationsActive />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('delivery.notify.open')}
      </Button>
    );
  }

  const submit = () => {
    setError(null);
    const body = deliveryAreaRequestBodySchema.safeParse({
      ...place(),
      email,
      firstName: user?.firstName,
      privacy,
    });
    if (!body.success) {
      setError(body.error.issues[0]!.message);
      return;
    }
    mutation.mutate(body.data, {
      onError: (failure) => setError(failure instanceof Error ? failure.message : t('errors.generic')),
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack spacing={1.5}>
        <Box id={`${id}-title`} sx={{ fontWeight: 700 }}>
          {t('delivery.notify.title')}
        </Box>
        <TextField
          label={t('delivery.notify.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <FormControlLabel
          control={<Checkbox checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} />}
          label={
            <>
              {t('delivery.notify.privacy')}{' '}
              <Link component={RouterLink} to={paths.page.getHref('privacy')} target="_blank">
                {t('delivery.notify.privacyLink')}
              </Link>
            </>
          }
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={submit}
          loading={mutation.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('delivery.notify.send')}
        </Button>
      </Stack>
    </Box>
  );
}
