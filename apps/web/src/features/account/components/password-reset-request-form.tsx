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
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormTextField } from '../../../components/form-text-field';
import { useHumanCheck } from '../../../components/human-check/use-human-check';
import '../../../lib/messages-it-account';

const resetRequestSchema = z.object({ email: ruledField([required, email]) });

interface PasswordResetRequestFormProps {
  defaultEmail: string;
  /** Called with the server's answer, the same whether or not the address has an account. */
  onSent: (email: string, message: string) => void;
}

/** spec §2 `/reset-password-request`. */
export function PasswordResetRequestForm({ defaultEmail, onSent }: PasswordResetRequestFormProps) {
  const { t } = useTranslation();
  const requestMutation = useRequestPasswordReset();
  const humanCheck = useHumanCheck('password_reset');
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof resetRequestSchema>,
    unknown,
    z.output<typeof resetRequestSchema>
  >({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  // A refusal is shown below, from the mutation's error.
  const onSubmit = handleSubmit(async (values) => {
    // spec §7: the token of the chain's human check goes with the request, and is spent by it.
    const humanCheckToken = await humanCheck.getToken();
    requestMutation.mutate(
      { email: values.email, humanCheckToken },
      { onSuccess: (message) => onSent(values.email, message), onSettled: () => humanCheck.reset() },
    );
  });
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
        {humanCheck.element}
        {requestMutation.error && (
          <Alert severity="error" role="alert">
            {requestMutation.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={requestMutation.isPending || formState.isSubmitting}
        >
          {t('passwordReset.requestSubmit')}
        </Button>
      </Stack>
    </Box>
  );
}
