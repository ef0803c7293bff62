import { PlainLink } from '../../components/plain-controls';
import { useTranslation } from '../../lib/use-translation';
import { useGlobalCss } from '../../lib/use-global-css';

/** Off the screen until focused (z-index: MUI's tooltip layer, over the top bar and the drawers). */
const SKIP_LINK_CSS = `.sp-skip-link{position:absolute;left:8px;top:-100px;z-index:1500;padding:12px 16px;
  background:#fff;border-radius:8px}
.sp-skip-link:focus{top:8px}`;

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the top bar. */
export function SkipLink() {
  const { t } = useTranslation();
  useGlobalCss('skip-link', SKIP_LINK_CSS);
  return (
    <PlainLink href={`#${MAIN_CONTENT_ID}`} className="sp-skip-link">
      {t('common.skipToContent')}
    </PlainLink>
  );
}
