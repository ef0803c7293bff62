import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ThemeText } from './theme-text';

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
      <ThemeText as={headingLevel} variant={headingLevel}>
        {title}
      </ThemeText>
      <ThemeText isSecondary>{text}</ThemeText>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
