import Box from '@mui/material/Box';
import { SkeletonShape } from './skeleton-shape';

/** UX.md "Feedback": a skeleton shaped like a page (title, a line, a few cards), never a blank screen. */
export function PageSkeleton() {
  return (
    // As tall as the screen, so the footer does not flash into view and then jump away (layout shift).
    <Box aria-busy="true" sx={{ py: 1, minHeight: '100vh' }}>
      <SkeletonShape style={{ fontSize: '1.75rem', width: '45%' }} />
      <SkeletonShape style={{ width: '70%', marginBottom: 16 }} />
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
          <SkeletonShape key={index} variant="rounded" style={{ height: 180, borderRadius: 24 }} />
        ))}
      </Box>
    </Box>
  );
}
