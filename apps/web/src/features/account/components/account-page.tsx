import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Forms of a few fields stay narrow; the registration form takes two columns. */
  width?: 'narrow' | 'wide';
}

/** The frame of the registration and password screens: one card, its title as the page's h1. */
export function AccountPage({ title, intro, children, width = 'narrow' }: AccountPageProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: width === 'narrow' ? 520 : 760, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>}
      {children}
    </Paper>
  );
}
