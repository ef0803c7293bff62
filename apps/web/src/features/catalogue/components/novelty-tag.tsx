import { useTranslation } from '../../../lib/use-translation';
import { useGlobalCss } from '../../../lib/use-global-css';
import '../../../lib/messages-it-catalogue';

const NOVELTY_CSS = `
.sp-novelty{display:inline-block;padding:2px 8px;border-radius:6px;font-weight:800;font-size:.75rem;line-height:1.5;
  background:var(--spesa-secondary,#ffb300);color:var(--spesa-secondary-contrast,#1f1f1f)}
`;

/** UX.md "Product card": the "Novità" tag; words, not colour alone, say what it means. */
export function NoveltyTag() {
  const { t } = useTranslation();
  useGlobalCss('novelty-tag', NOVELTY_CSS);
  return <span className="sp-novelty">{t('product.novelty')}</span>;
}
