import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { LoginForm } from '../../features/auth/components/login-form';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-auth';

/** Only paths of this site: an address like //evil.example must not become the next page. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home.getHref();
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useUser();
  const target = safeRedirect(searchParams.get('redirectTo'));
  useDocumentTitle(t('tenant.pages.login.title'));

  useEffect(() => {
    if (isLoggedIn(user)) void navigate(target, { replace: true });
  }, [user, navigate, target]);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('authForm.loginTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('authForm.loginIntro')}</Typography>
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
    </Paper>
  );
}
