import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/shared/account/disclaimer.contract';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { useRegisterUser } from '../api/register-user';
import { useHumanCheck } from '../../../components/human-check/use-human-check';
import { useRegistrationDisclaimers } from '../api/get-registration-disclaimers';
import {
  createRegistrationFormSchema,
  EMPTY_REGISTRATION_FORM,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from '../utils/registration-form';
import { ConsentCheckbox } from './consent-checkbox';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-account';

interface RegistrationFormProps {
  fidelityCardPrefix: string;
  /** Called with the address the confirmation e-mail went to. */
  onRegistered: (email: string) => void;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** spec §2 `/registration-user`: the chain's consents (`/registration-disclaimer/list`) and every rule of §5. */
export function RegistrationForm({ fidelityCardPrefix, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { data: disclaimers, isPending, isError, refetch } = useRegistrationDisclaimers();
  if (isPending) return <Skeleton variant="rounded" height={560} aria-hidden="true" />;
  if (isError) {
    return <ErrorWithRetry message={t('errors.generic')} onRetry={() => void refetch()} />;
  }
  return (
    <RegistrationFormFields
      fidelityCardPrefix={fidelityCardPrefix}
      disclaimers={disclaimers}
      onRegistered={onRegistered}
    />
  );
}

function RegistrationFormFields({
  fidelityCardPrefix,
  disclaimers,
  onRegistered,
}: RegistrationFormProps & { disclaimers: RegistrationDisclaimer[] }) {
  const { t } = useTranslation();
  const errorId = useId();
  const schema = useMemo(
    () => createRegistrationFormSchema(fidelityCardPrefix, disclaimers),
    [fidelityCardPrefix, disclaimers],
  );
  const registerMutation = useRegisterUser();
  const humanCheck = useHumanCheck('registration');
  const { control, handleSubmit, formState } = useForm<
    RegistrationFormInput,
    unknown,
    RegistrationFormOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      ...EMPTY_REGISTRATION_FORM,
      consents: Object.fromEntries(
        disclaimers.map((disclaimer) => [String(disclaimer.registrationDisclaimerId), false]),
      ),
    },
    mode: 'onTouched',
  });

  // The server's refusal shows above the button, from the mutation's error.
  const onSubmit = handleSubmit(async ({ consents, ...values }) => {
    // spec §7: the token of the chain's human check goes with the registration, and is spent by it.
    const humanCheckToken = await humanCheck.getToken();
    registerMutation.mutate(
      {
        ...values,
        registrationDisclaimers: disclaimers.map((disclaimer) => ({
          registrationDisclaimerId: disclaimer.registrationDisclaimerId,
          value: consents[String(disclaimer.registrationDisclaimerId)] === true,
        })),
        humanCheckToken,
      },
      { onSuccess: () => onRegistered(values.email), onSettled: () => humanCheck.reset() },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={3}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('accountForm.requiredHint')}
        </Typography>
        <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
            {t('registration.accessTitle')}
          </Typography>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="email"
              label={t('accountForm.email')}
              type="email"
              autoComplete="email"
              required
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
            />
            <FormTextField
              control={control}
              name="password"
              label={t('accountForm.password')}
              isPassword
              autoComplete="new-password"
              required
              helperText={t('accountForm.passwordHint')}
            />
          </Box>
        </Stack>
        <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
            {t('registration.personTitle')}
          </Typography>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="firstName"
              label={t('accountForm.firstName')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              control={control}
              name="lastName"
              label={t('accountForm.lastName')}
              autoComplete="family-name"
              required
            />
            <FormTextField
              control={control}
              name="phone"
              label={t('accountForm.phone')}
              type="tel"
              autoComplete="tel"
              required
            />
            <FormTextField
              control={control}
              name="fiscalCode"
              label={t('accountForm.fiscalCode')}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            <FormTextField
              control={control}
              name="birthDate"
              label={t('accountForm.birthDate')}
              placeholder={t('accountForm.birthDateHint')}
              helperText={t('accountForm.birthDateHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="fidelityCard"
              label={t('accountForm.fidelityCard')}
              helperText={t('accountForm.fidelityCardHint', { prefix: fidelityCardPrefix })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
        </Stack>
        {disclaimers.length > 0 && (
          <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
              {t('accountForm.consents')}
            </Typography>
            {disclaimers.map((disclaimer) => (
              <ConsentCheckbox
                key={disclaimer.registrationDisclaimerId}
                control={control}
                name={`consents.${disclaimer.registrationDisclaimerId}`}
                disclaimer={disclaimer}
              />
            ))}
          </Stack>
        )}
        {humanCheck.element}
        {registerMutation.error && (
          <Alert severity="error" id={errorId} role="alert">
            {registerMutation.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={registerMutation.isPending || formState.isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}
        >
          {t('registration.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
