import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { domWindow } from '../../../lib/dom-window';
import { isVideoPlayerUrl } from './video-link';

/**
 * spec §2 "Links inside content": content HTML comes from the chain's content store or a real WordPress, so
 * it is sanitised with DOMPurify before it reaches the page: no scripts, no event handlers, no `javascript:`
 * links, no forms, and no iframes but the YouTube and Vimeo players.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target', 'loading'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | null = null;

/** One purifier of our own, so its hooks never change another user of DOMPurify. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const dom = domWindow();
  const instance = createDOMPurify(dom);
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof dom.Element)) return;
    if (!isVideoPlayerUrl(node.getAttribute('src') ?? '')) node.remove();
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      // A page opened from content must not reach back to the shop's window.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IFRAME') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** The text of a WordPress `rendered` field (titles carry entities such as `&#8217;`), without any markup. */
export function htmlToText(html: string): string {
  const doc = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
