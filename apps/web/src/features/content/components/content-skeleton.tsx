import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** UX.md "Feedback": shaped like a content page (breadcrumb, title, paragraphs). */
export function ContentSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <Box aria-busy="true" sx={{ py: 1, minHeight: '60vh', maxWidth: '72ch' }}>
      <Skeleton variant="text" sx={{ width: '30%' }} />
      <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '60%', mb: 2 }} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" sx={{ width: index % 4 === 3 ? '55%' : '100%' }} />
      ))}
    </Box>
  );
}
