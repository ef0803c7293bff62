import type { ReactNode } from 'react';
import { PlainLink } from '../../components/plain-controls';
import { useGlobalCss } from '../../lib/use-global-css';

const FOOTER_LINK_CSS = '.sp-footer-link{display:flex;align-items:center;min-height:44px}';

interface FooterLinkProps {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A chain's menu link: an internal route stays in the app, an external address opens in a new tab. */
export function FooterLink({ href, children, onClick }: FooterLinkProps) {
  useGlobalCss('footer-link', FOOTER_LINK_CSS);
  const isExternal = !href.startsWith('/');
  return (
    <PlainLink
      href={href}
      color="inherit"
      className="sp-footer-link"
      onClick={onClick}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </PlainLink>
  );
}
