import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/shared/account/disclaimer.contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { useUserDisclaimers } from '../api/get-user-disclaimers';
import { useUpdateDisclaimers } from '../api/update-disclaimers';
import { consentsField } from '../utils/registration-form';
import { ConsentCheckbox } from './consent-checkbox';
import '../../../lib/messages-it-account';

/** spec §7 check and update of the consents: the chain's wording with the shopper's answers. */
export function ConsentsForm() {
  const { t } = useTranslation();
  const { data: disclaimers, isPending, isError } = useUserDisclaimers();
  if (isPending) return <Skeleton variant="rounded" height={120} aria-hidden="true" />;
  if (isError) return <Typography sx={{ color: 'text.secondary' }}>{t('profileArea.loadError')}</Typography>;
  return <ConsentsFields disclaimers={disclaimers} />;
}

function ConsentsFields({ disclaimers }: { disclaimers: RegistrationDisclaimer[] }) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ consents: consentsField(disclaimers) }), [disclaimers]);
  const mutation = useUpdateDisclaimers();
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      consents: Object.fromEntries(
        disclaimers.map((disclaimer) => [
          String(disclaimer.registrationDisclaimerId),
          disclaimer.value === true,
        ]),
      ),
    },
  });
  const submit = handleSubmit(({ consents }) =>
    mutation.mutate(
      disclaimers.map((disclaimer) => ({
        registrationDisclaimerId: disclaimer.registrationDisclaimerId,
        value: consents[String(disclaimer.registrationDisclaimerId)] === true,
      })),
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={1.5}>
        {disclaimers.map((disclaimer) => (
          <ConsentCheckbox
            key={disclaimer.registrationDisclaimerId}
            control={control}
            name={`consents.${disclaimer.registrationDisclaimerId}`}
            disclaimer={disclaimer}
          />
        ))}
      </Stack>
      <Button type="submit" variant="contained" loading={mutation.isPending} sx={{ mt: 2 }}>
        {t('profileArea.saveConsents')}
      </Button>
    </Box>
  );
}
