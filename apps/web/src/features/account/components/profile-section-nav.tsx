import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import '../../../lib/messages-it-account';

interface Section {
  to: string;
  label: string;
  icon: ReactNode;
  isEnd?: boolean;
}

/**
 * spec §2 "/profile with children": 'Il mio profilo', 'I miei ordini', 'Le mie liste', 'I miei indirizzi',
 * after the overview. A row that scrolls sideways on phones, a column beside the content on wide screens.
 */
export function ProfileSectionNav() {
  const { t } = useTranslation();
  const sections: Section[] = [
    {
      to: paths.profileHome.getHref(),
      label: t('profileArea.overview'),
      icon: <DashboardOutlined />,
      isEnd: true,
    },
    { to: paths.profileUpdate.getHref(), label: t('profileArea.profile'), icon: <PersonOutline /> },
    { to: paths.profileOrders.getHref(), label: t('profileArea.orders'), icon: <ReceiptLongOutlined /> },
    { to: paths.profileLists.getHref(), label: t('profileArea.lists'), icon: <FavoriteBorder /> },
    { to: paths.profileAddresses.getHref(), label: t('profileArea.addresses'), icon: <LocationOnOutlined /> },
  ];
  return (
    <Box component="nav" aria-label={t('profileArea.sections')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: 1,
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'none',
          mx: { xs: -1.5, sm: 0 },
          px: { xs: 1.5, sm: 0 },
          pb: { xs: 0.5, md: 0 },
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.to} sx={{ flex: 'none' }}>
            <Box
              component={NavLink}
              to={section.to}
              end={section.isEnd}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                px: 2,
                borderRadius: { xs: 22, md: 2 },
                border: 1,
                borderColor: { xs: 'divider', md: 'transparent' },
                bgcolor: { xs: 'background.paper', md: 'transparent' },
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 600,
                whiteSpace: 'nowrap',
                '& svg': { color: 'text.secondary' },
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
                '&[aria-current="page"]': {
                  bgcolor: 'primary.main',
                  borderColor: 'primary.main',
                  color: 'primary.contrastText',
                  '& svg': { color: 'inherit' },
                },
              }}
            >
              {section.icon}
              {section.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
