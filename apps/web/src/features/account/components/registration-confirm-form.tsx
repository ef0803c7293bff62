import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ruledField } from '@spesa/shared/account/account-fields.contract';
import { email, required } from '@spesa/shared/validation/validators';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { useConfirmRegistration } from '../api/confirm-registration';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-account';

const confirmFormSchema = z.object({
  email: ruledField([required, email]),
  code: ruledField([required]),
});

interface RegistrationConfirmFormProps {
  defaultEmail: string;
  defaultCode: string;
  onConfirmed: (message: string) => void;
}

/** spec §2 `/registration-confirm`: the e-mail and the code of the confirmation message, typed by hand. */
export function RegistrationConfirmForm({
  defaultEmail,
  defaultCode,
  onConfirmed,
}: RegistrationConfirmFormProps) {
  const { t } = useTranslation();
  const confirmMutation = useConfirmRegistration();
  const { control, handleSubmit } = useForm<
    z.input<typeof confirmFormSchema>,
    unknown,
    z.output<typeof confirmFormSchema>
  >({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { email: defaultEmail, code: defaultCode },
  });
  // A refusal is shown below, from the mutation's error.
  const onSubmit = handleSubmit((values) =>
    confirmMutation.mutate(values, { onSuccess: (message) => onConfirmed(message) }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
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
          name="code"
          label={t('registration.code')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        {confirmMutation.error && (
          <Alert severity="error" role="alert">
            {confirmMutation.error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={confirmMutation.isPending}>
          {t('registration.confirm')}
        </Button>
      </Stack>
    </Box>
  );
}
