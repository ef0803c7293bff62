import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffLoginBodySchema, staffTotpBodySchema } from '@spesa/shared/admin/staff.contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../../../lib/messages-it-admin';
import { errorMessageOf, useStaffPasswordLogin, useStaffTotp } from '../api/staff-session';

interface StaffLoginProps {
  brandName: string;
  /** After the second factor: the session is the member's. */
  onLoggedIn: () => void;
}

/** README "Back-office": the login in two steps, e-mail and password then the 6-digit code. */
export function StaffLogin({ brandName, onLoggedIn }: StaffLoginProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2, sm: 4 } }}>
        <Typography variant="overline" component="p">
          {t('admin.appName')} · {brandName}
        </Typography>
        {step === 'password' ? (
          <PasswordStep onDone={() => setStep('code')} />
        ) : (
          <CodeStep onDone={onLoggedIn} onRestart={() => setStep('password')} />
        )}
      </Paper>
    </Box>
  );
}

function PasswordStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const login = useStaffPasswordLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffLoginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="staff-login-title">
      <Typography id="staff-login-title" variant="h5" component="h1">
        {t('admin.login.title')}
      </Typography>
      <Typography variant="body2">{t('admin.login.intro')}</Typography>
      {login.error && <Alert severity="error">{errorMessageOf(login.error)}</Alert>}
      <TextField
        label={t('admin.login.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        required
        fullWidth
      />
      <TextField
        label={t('admin.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('admin.login.submit')}
      </Button>
    </Stack>
  );
}

function CodeStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const totp = useStaffTotp();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const codeField = useRef<HTMLInputElement>(null);
  // The step replaces the password form: the one field it asks for takes the focus.
  useEffect(() => codeField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffTotpBodySchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    totp.mutate(parsed.data.code, {
      onSuccess: onDone,
      onError: () => setCode(''),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="staff-code-title">
      <Typography id="staff-code-title" variant="h5" component="h1">
        {t('admin.login.codeTitle')}
      </Typography>
      <Typography variant="body2">{t('admin.login.codeIntro')}</Typography>
      {totp.error && <Alert severity="error">{errorMessageOf(totp.error)}</Alert>}
      <TextField
        label={t('admin.login.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(fieldError)}
        helperText={fieldError}
        autoComplete="one-time-code"
        required
        fullWidth
        inputRef={codeField}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={totp.isPending}>
        {t('admin.login.codeSubmit')}
      </Button>
      <Button variant="text" onClick={onRestart}>
        {t('admin.login.back')}
      </Button>
    </Stack>
  );
}
