import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { FooterLink } from './footer-link';
import { useMenuColumns } from './use-menu-columns';
import { DrawerHeader } from '../../components/drawer-header';

interface LinksDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** spec §2: the drawer of the footer menu links (from the content menus), titled with the links-menu title. */
export function LinksDrawer({ open, onClose }: LinksDrawerProps) {
  const { t } = useTranslation();
  const columns = useMenuColumns('links-drawer');
  const titleId = useId();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(360px, 88vw)' } } }}
    >
      <DrawerHeader
        titleId={titleId}
        title={t('tenant.linksMenuTitle')}
        closeLabel={t('links.close')}
        onClose={onClose}
      />
      <Box sx={{ px: 2, py: 1 }}>
        {columns.map((column) => (
          <Box key={column.title} component="section" sx={{ py: 1 }}>
            <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              {column.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {column.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <FooterLink href={link.href} onClick={onClose}>
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}
