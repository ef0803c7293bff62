import Link from '@mui/material/Link';
import { useTranslation } from '../../lib/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the top bar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('common.skipToContent')}
    </Link>
  );
}
