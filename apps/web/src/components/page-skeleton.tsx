import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** UX.md "Feedback": a skeleton shaped like a page (title, a line, a few cards), never a blank screen. */
export function PageSkeleton() {
  return (
    // As tall as the screen, so the footer does not flash into view and then jump away (layout shift).
    <Box aria-busy="true" sx={{ py: 1, minHeight: '100vh' }}>
      <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '45%' }} />
      <Skeleton variant="text" sx={{ width: '70%', mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, 1fr)',
            sm: 'repeat(3, 1fr)',
            md: 'repeat(4, 1fr)',
            lg: 'repeat(6, 1fr)',
          },
        }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={180} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    </Box>
  );
}
