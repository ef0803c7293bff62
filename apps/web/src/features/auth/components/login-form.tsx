import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODE } from '@spesa/shared/common/error-codes';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import { useHumanCheck } from '../../../components/human-check/use-human-check';
import { useLogin } from '../api/login';
import { createLoginFormSchema, type LoginFormValues } from '../utils/login-form-schema';
import '../../../lib/messages-it-auth';

interface LoginFormProps {
  onSuccess: () => void;
  /** Called when the shopper follows one of the form's links (a dialog closes itself then). */
  onNavigate?: () => void;
}

const HUMAN_CHECK_CODES: readonly string[] = [
  ERROR_CODE.LOGIN_FAILED,
  ERROR_CODE.HUMAN_CHECK_REQUIRED,
  ERROR_CODE.HUMAN_CHECK_INVALID,
  ERROR_CODE.HUMAN_CHECK_USED,
];

/** A failed login, or a refused human check: the next attempts carry a token. */
function asksForHumanCheck(error: unknown): boolean {
  const code = error instanceof ApiError ? error.envelope?.response.errors[0]?.code : undefined;
  return code !== undefined && HUMAN_CHECK_CODES.includes(code);
}

/** spec §2 "Dialogs", Login: e-mail, password, remember me, show/hide password and the links. */
export function LoginForm({ onSuccess, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const { settings } = useTenantConfig();
  const schema = useMemo(() => createLoginFormSchema(t), [t]);
  const errorId = useId();
  const loginMutation = useLogin();
  // spec §7: the server asks for the human check once logins have failed; the widget shows from the first
  // failure, so it has solved its challenge by the attempt that needs it.
  const [afterFailure, setAfterFailure] = useState(false);
  const humanCheck = useHumanCheck('login', { enabled: afterFailure });
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { login: '', password: '', rememberMe: true },
  });

  // A refusal is rendered from the mutation's error below.
  const onSubmit = handleSubmit(async (values) => {
    const humanCheckToken = await humanCheck.getToken();
    loginMutation.mutate(
      { login: values.login, password: values.password, remember_me: values.rememberMe, humanCheckToken },
      {
        onSuccess: () => onSuccess(),
        onError: (error) => {
          if (asksForHumanCheck(error)) setAfterFailure(true);
        },
        onSettled: () => humanCheck.reset(),
      },
    );
  });

  const hasRegistration = settings.registrationEnabled || Boolean(settings.registrationUrl);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={loginMutation.error ? errorId : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {loginMutation.error && (
          <Alert severity="error" id={errorId} role="alert">
            {loginMutation.error.message}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="login"
          label={t('authForm.email')}
          type="email"
          autoComplete="username"
          required
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="password"
          isPassword
          label={t('authForm.password')}
          autoComplete="current-password"
          required
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Controller
            name="rememberMe"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label={t('authForm.rememberMe')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
          {settings.registrationEnabled && (
            <Link
              component={RouterLink}
              to={paths.resetPasswordRequest.getHref()}
              onClick={onNavigate}
              sx={{ py: 1.25 }}
            >
              {t('authForm.forgotPassword')}
            </Link>
          )}
        </Stack>
        {humanCheck.element}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={loginMutation.isPending || formState.isSubmitting}
        >
          {t('authForm.submit')}
        </Button>
        {hasRegistration && (
          <>
            <Divider />
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {t('authForm.noAccount')}
            </Typography>
            {settings.registrationUrl ? (
              <Button
                variant="outlined"
                size="large"
                fullWidth
                href={settings.registrationUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('authForm.register')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                size="large"
                fullWidth
                component={RouterLink}
                to={paths.registrationUser.getHref()}
                onClick={onNavigate}
              >
                {t('authForm.register')}
              </Button>
            )}
          </>
        )}
        <Link
          component={RouterLink}
          to={paths.homeDelivery.getHref()}
          onClick={onNavigate}
          sx={{ alignSelf: 'center', py: 1.25 }}
        >
          {t('authForm.homeDelivery')}
        </Link>
      </Stack>
    </Box>
  );
}
