import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface FooterLinkProps {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A chain's menu link: an internal route stays in the app, an external address opens in a new tab. */
export function FooterLink({ href, children, onClick }: FooterLinkProps) {
  const sx = { display: 'flex', alignItems: 'center', minHeight: 44 } as const;
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href} color="inherit" onClick={onClick} sx={sx}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="inherit" onClick={onClick} sx={sx}>
      {children}
    </Link>
  );
}
