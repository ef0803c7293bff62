import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  /** A page-level screen owns the h1; inside a page the title is an h2. */
  headingLevel?: 'h1' | 'h2';
}

/** Empty states and error pages: say what happened and offer the next step (UX.md "Feedback"). */
export function StatusScreen({ icon, title, text, actions, headingLevel = 'h1' }: StatusScreenProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: { xs: 5, md: 8 },
        px: 2,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      <Box aria-hidden="true" sx={{ color: 'text.secondary', '& svg': { fontSize: 72 } }}>
        {icon}
      </Box>
      <Typography component={headingLevel} variant={headingLevel === 'h1' ? 'h1' : 'h2'}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
