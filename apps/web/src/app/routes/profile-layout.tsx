import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { ProfileSectionNav } from '../../features/account/components/profile-section-nav';

/** spec §2 "/profile with children": the section menu beside (or above, on phones) the section's screen. */
export function ProfileLayoutRoute() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <ProfileSectionNav />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
