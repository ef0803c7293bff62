import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export interface Crumb {
  label: string;
  href: string;
}

/** The page's place in the shop: home, the parents given, then the page itself. */
export function ContentBreadcrumb({
  parents = [],
  current,
}: {
  parents?: readonly Crumb[];
  current: string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('common.breadcrumb')} sx={{ mb: 1, fontSize: '0.875rem' }}>
      <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
        {t('common.home')}
      </Link>
      {parents.map((crumb) => (
        <Link key={crumb.href} component={RouterLink} to={crumb.href} color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
