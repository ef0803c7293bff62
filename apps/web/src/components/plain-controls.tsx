import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGlobalCss } from '../lib/use-global-css';

/*
 * The controls every page's first screen shows (the top bar's buttons, the sliders' arrows, the footer's links,
 * a notice that something could not load) as plain elements and one stylesheet, like the product card: MUI's
 * ButtonBase, Button, IconButton, Badge, Link and Alert are left out of the home route's code, and drawing them
 * costs no styling work as the page hydrates (UX.md "Speed"). They look like their MUI counterparts on the rest of
 * the site: the same sizes, the theme's focus ring (lib/theme.ts, `:focus-visible`), targets of 44 × 44 px
 * (UX.md "Accessibility"), the chain's colours from the variables the server writes (--spesa-primary, …).
 */
const CONTROLS_CSS = `
.sp-btn{display:inline-flex;align-items:center;justify-content:center;flex:none;box-sizing:border-box;position:relative;
  min-width:64px;min-height:44px;margin:0;padding:6px 8px;border:0;border-radius:8px;background:transparent;
  color:inherit;font:inherit;font-size:.875rem;line-height:1.75;font-weight:600;text-decoration:none;cursor:pointer;
  user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color 150ms,box-shadow 150ms}
.sp-btn:hover{background-color:color-mix(in srgb,currentColor 8%,transparent)}
.sp-btn:disabled{cursor:default;opacity:.5}
.sp-btn--contained{padding:6px 16px;background:var(--spesa-primary,#1b5e20);color:var(--spesa-primary-contrast,#fff);
  box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.sp-btn--contained:hover{background:color-mix(in srgb,var(--spesa-primary,#1b5e20) 80%,#000);
  box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.sp-btn__icon{display:inherit;margin-right:8px;margin-left:-4px}
.sp-btn__icon>svg{font-size:20px}
.sp-icon-btn{display:inline-flex;align-items:center;justify-content:center;flex:none;box-sizing:border-box;
  min-width:44px;min-height:44px;margin:0;padding:8px;border:0;border-radius:50%;background:transparent;color:inherit;
  font-size:1.5rem;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 150ms}
.sp-icon-btn:hover{background-color:color-mix(in srgb,currentColor 8%,transparent)}
.sp-icon-btn:disabled{cursor:default}
.sp-icon-btn--small{padding:5px;font-size:1.125rem}
.sp-link{color:var(--spesa-primary,#1b5e20);text-decoration:none;border-radius:2px}
.sp-link:hover{text-decoration:underline}
.sp-link--inherit{color:inherit}
.sp-badge{position:relative;display:inline-flex;vertical-align:middle;flex-shrink:0}
.sp-badge__count{position:absolute;top:0;right:0;z-index:1;display:flex;align-items:center;justify-content:center;
  box-sizing:border-box;min-width:20px;height:20px;padding:0 6px;border-radius:10px;
  background:var(--spesa-secondary,#ffb300);color:var(--spesa-secondary-contrast,#1f1f1f);font-size:.75rem;font-weight:500;
  line-height:1;white-space:nowrap;transform:translate(50%,-50%)}
`;

/** Each plain control's stylesheet, written once into the page (and into a server-rendered page's head). */
function usePlainControlsCss(): void {
  useGlobalCss('plain-controls', CONTROLS_CSS);
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `text` takes the colour around it; `contained` is the chain's primary colour, for the one action of a screen. */
  variant?: 'text' | 'contained';
  startIcon?: ReactNode;
}

/** A button with a label (and an icon before it), like MUI's Button. */
export function PlainButton({
  variant = 'text',
  startIcon,
  className,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  usePlainControlsCss();
  return (
    <button
      type={type}
      className={classes('sp-btn', variant === 'contained' && 'sp-btn--contained', className)}
      {...rest}
    >
      {startIcon && <span className="sp-btn__icon">{startIcon}</span>}
      {children}
    </button>
  );
}

interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `aria-label` is required: the button shows only its icon. */
  'aria-label': string;
  size?: 'small' | 'medium';
}

/** A round button showing only an icon, like MUI's IconButton; it takes the colour around it. */
export function PlainIconButton({
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: PlainIconButtonProps) {
  usePlainControlsCss();
  return (
    <button
      type={type}
      className={classes('sp-icon-btn', size === 'small' && 'sp-icon-btn--small', className)}
      {...rest}
    />
  );
}

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app (`/…`) stays in it; any other address is an ordinary link. */
  href: string;
  /** `primary`: the chain's colour, underlined on hover; `inherit`: the colour around it. */
  color?: 'primary' | 'inherit';
}

/** A link like MUI's Link (underlined on hover): through the router for the app's own paths. */
export function PlainLink({ href, color = 'primary', className, children, ...rest }: PlainLinkProps) {
  usePlainControlsCss();
  const linkClass = classes('sp-link', color === 'inherit' && 'sp-link--inherit', className);
  return href.startsWith('/') ? (
    <RouterLink to={href} className={linkClass} {...rest}>
      {children}
    </RouterLink>
  ) : (
    <a href={href} className={linkClass} {...rest}>
      {children}
    </a>
  );
}

interface CountBadgeProps {
  count: number;
  /** Above it the badge shows "max+". */
  max?: number;
  children: ReactNode;
}

/**
 * A count on an icon's top-right corner in the chain's secondary colour, like MUI's Badge (zero shown too); hidden
 * from screen readers, the button's name says it.
 */
export function CountBadge({ count, max = 99, children }: CountBadgeProps) {
  usePlainControlsCss();
  return (
    <span className="sp-badge">
      {children}
      <span className="sp-badge__count" aria-hidden="true">
        {count > max ? `${max}+` : count}
      </span>
    </span>
  );
}
