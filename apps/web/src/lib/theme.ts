import { itIT } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import type { ServerMatchMedia } from './media-answers';

declare module '@mui/material/styles' {
  interface Palette {
    header: { background: string; text: string };
  }
  interface PaletteOptions {
    header?: { background: string; text: string };
  }
}

export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** UX.md "Accessibility": targets of at least 44 × 44 px. */
const MIN_TARGET_PX = 44;

/** UX.md "Accessibility" (WCAG 2.4.7, 2.4.11): a ring that shows on the page and on filled buttons alike. */
const FOCUS_RING = { outline: '3px solid #1f1f1f', outlineOffset: 2 } as const;

const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** A dialog that opens with the focus on itself moves it to its first field, where the shopper types. */
export function focusFirstField(dialog: HTMLElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && dialog.contains(active) && active.matches(FIELD_SELECTOR)) return;
  if (active instanceof HTMLElement && dialog.contains(active) && active.tabIndex >= 0) return;
  dialog.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
}

/**
 * The one theme factory (STYLE.md), fed by the chain's theme from its public config. On the server and while
 * a server-rendered page hydrates, media queries answer as `ssrMatchMedia` says (the screen drawn for).
 */
export function createTenantTheme(
  tenantTheme: TenantPublicConfig['theme'],
  ssrMatchMedia?: ServerMatchMedia,
): Theme {
  return createTheme(
    {
      // spec §2/§9 speak of the 960 px breakpoint of the original (Vuetify's md).
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      palette: {
        primary: { main: tenantTheme.primary, contrastText: tenantTheme.primaryContrastText },
        secondary: { main: tenantTheme.secondary, contrastText: tenantTheme.secondaryContrastText },
        background: { default: tenantTheme.background, paper: '#ffffff' },
        header: { background: tenantTheme.headerBackground, text: tenantTheme.headerText },
        text: { primary: '#1f1f1f', secondary: '#555555' },
      },
      typography: {
        fontFamily: SYSTEM_FONT_STACK,
        h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
        h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
        h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      shape: { borderRadius: 8 },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible': FOCUS_RING,
            // The top bar (app/shell/top-bar.tsx) and the back-office's AppBar: a ring in the bar's own text colour.
            '.sp-topbar :focus-visible, .MuiAppBar-root :focus-visible, .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible':
              {
                outlineColor: 'currentColor',
              },
            // The page's heading takes the focus after a navigation (route-focus.tsx) for screen readers only.
            'h1[tabindex="-1"]:focus': { outline: 'none' },
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important',
              },
            },
          },
        },
        // ButtonBase removes the browser's outline and shows only a faint ripple: the ring comes back here.
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
        MuiButton: { styleOverrides: { root: { minHeight: MIN_TARGET_PX } } },
        MuiDialog: {
          defaultProps: {
            slotProps: { transition: { onEntered: (node: HTMLElement) => focusFirstField(node) } },
          },
        },
        MuiIconButton: { styleOverrides: { root: { minWidth: MIN_TARGET_PX, minHeight: MIN_TARGET_PX } } },
        MuiListItemButton: { styleOverrides: { root: { minHeight: MIN_TARGET_PX } } },
        MuiChip: { styleOverrides: { root: { height: MIN_TARGET_PX, borderRadius: MIN_TARGET_PX / 2 } } },
        MuiPaginationItem: { styleOverrides: { root: { minWidth: MIN_TARGET_PX, height: MIN_TARGET_PX } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        ...(ssrMatchMedia && { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } }),
      },
    },
    itIT,
  );
}
