import { classifyLink, type LinkContext } from './classify-link';
import { domWindow } from '../../../lib/dom-window';
import { sanitizeHtml } from './sanitize-html';

/**
 * The content HTML as the page shows it: sanitised, then each link pointed where a click takes it (spec §2
 * "Links inside content") so that hovering, copying or opening it in a new tab agree with a click: links of
 * whitelisted hosts carry the app's own path, links to other hosts open a new window without a way back.
 */
export function prepareContentHtml(html: string, context: LinkContext): string {
  const template = domWindow().document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    const link = classifyLink(anchor.getAttribute('href'), context);
    if (link.kind === 'internal') {
      anchor.setAttribute('href', link.to);
      anchor.removeAttribute('target');
      anchor.removeAttribute('rel');
    } else if (link.kind === 'external' || link.kind === 'video') {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    } else if (link.kind === 'blocked') {
      anchor.removeAttribute('href');
    }
  }
  return template.innerHTML;
}
