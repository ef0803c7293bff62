import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordFormSchema } from '@spesa/shared/account/password-reset.contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-account';

interface NewPasswordFormProps {
  email: string;
  token: string;
  onDone: (message: string) => void;
}

/** spec §2 `/reset-password`: the new password, with the rule of spec §5. */
export function NewPasswordForm({ email, token, onDone }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const resetMutation = useResetPassword();
  const { control, handleSubmit } = useForm<
    z.input<typeof newPasswordFormSchema>,
    unknown,
    z.output<typeof newPasswordFormSchema>
  >({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '' },
  });
  // A refusal is shown below, from the mutation's error.
  const onSubmit = handleSubmit(({ password }) =>
    resetMutation.mutate({ email, token, password }, { onSuccess: (message) => onDone(message) }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        {/* Lets the browser's password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormTextField
          control={control}
          name="password"
          label={t('passwordReset.newPassword')}
          isPassword
          autoComplete="new-password"
          required
          helperText={t('accountForm.passwordHint')}
        />
        {resetMutation.error && (
          <Alert severity="error" role="alert">
            {resetMutation.error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={resetMutation.isPending}>
          {t('passwordReset.newSubmit')}
        </Button>
      </Stack>
    </Box>
  );
}
