import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';

function setMetaDescription(content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = content;
}

/**
 * spec §2 "/page/:pageName … search metadata": the server writes them into the first HTML; client-side
 * navigation keeps the title and description current. `seoTitle`, the page's own SEO title, is the whole
 * document title as the server writes it; otherwise the title is followed by the chain's name.
 */
export function usePageMeta(title: string | undefined, description?: string, seoTitle?: string): void {
  const { t } = useTranslation();
  const fullTitle =
    seoTitle ??
    (title ? t('common.documentTitle', { page: title, brandName: t('tenant.brandName') }) : undefined);
  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
  }, [fullTitle]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);
}
