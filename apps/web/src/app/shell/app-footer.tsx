import { shopYear } from '@spesa/shared/common/shop-time-format';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ThemeText } from '../../components/theme-text';
import { CLIENT_VERSION } from '../../config/env';
import { useIsNearViewport } from '../../hooks/use-is-near-viewport';
import { paths } from '../../config/paths';
import { FooterLink } from './footer-link';
import { useMenuColumns, type ShellLinkColumn } from './use-menu-columns';

function LinkList({ column }: { column: ShellLinkColumn }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {column.links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <FooterLink href={link.href}>{link.label}</FooterLink>
        </li>
      ))}
    </Box>
  );
}

/** spec §2: link columns (from the footer menus) in accordions (always open on desktop), copyright and version. */
export function AppFooter() {
  const { t } = useTranslation();
  const footerRef = useRef<HTMLElement>(null);
  // Below the fold: the menus load when the footer comes near the screen.
  const columns = useMenuColumns('footer', useIsNearViewport(footerRef));
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Box
      ref={footerRef}
      component="footer"
      sx={{
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        mt: 4,
        // UX.md "Speed": laid out and painted only when it comes near the screen.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 420px',
      }}
    >
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 0, md: 3 }, pt: { xs: 0, md: 4 }, pb: 3 }}>
        {isWide ? (
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: `repeat(${Math.min(columns.length, 4)}, minmax(0, 1fr))`,
            }}
          >
            {columns.map((column) => (
              <Box key={column.title}>
                <ThemeText as="h2" variant="subtitle1" style={{ fontWeight: 700, marginBottom: 4 }}>
                  {column.title}
                </ThemeText>
                <LinkList column={column} />
              </Box>
            ))}
          </Box>
        ) : (
          columns.map((column) => (
            // Native disclosure: keyboard and screen-reader support without accordion code in the bundle.
            <Box
              key={column.title}
              component="details"
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                '&[open] .footer-chevron': { transform: 'rotate(180deg)' },
              }}
            >
              <Box
                component="summary"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  minHeight: 52,
                  px: 2,
                  cursor: 'pointer',
                  listStyle: 'none',
                  '&::-webkit-details-marker': { display: 'none' },
                }}
              >
                <ThemeText as="h2" variant="subtitle1" style={{ fontWeight: 700 }}>
                  {column.title}
                </ThemeText>
                <ExpandMore
                  className="footer-chevron"
                  aria-hidden="true"
                  sx={{ transition: 'transform 150ms' }}
                />
              </Box>
              <Box sx={{ px: 2, pb: 1 }}>
                <LinkList column={column} />
              </Box>
            </Box>
          ))
        )}
        <Box
          sx={{
            px: { xs: 2, md: 0 },
            pt: 3,
            mt: { xs: 0, md: 3 },
            borderTopStyle: 'solid',
            borderTopWidth: { xs: 0, md: 1 },
            borderTopColor: 'divider',
            display: 'grid',
            gap: 1,
          }}
        >
          <ThemeText variant="body2" style={{ fontWeight: 600 }}>
            {t('tenant.contactLine')}
          </ThemeText>
          {/* spec §2: the cookie center, reachable at any time. */}
          <Box sx={{ typography: 'body2' }}>
            <FooterLink href={paths.cookieCenter.getHref()}>{t('footer.cookiePreferences')}</FooterLink>
          </Box>
          <ThemeText variant="caption" isSecondary>
            {t('tenant.legalFooter')}
          </ThemeText>
          <ThemeText variant="caption" isSecondary>
            {t('footer.legalLine', {
              year: shopYear(),
              brandName: t('tenant.brandName'),
              version: CLIENT_VERSION,
            })}
          </ThemeText>
        </Box>
      </Box>
    </Box>
  );
}
