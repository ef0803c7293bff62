import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** One card of the account area, its title an h2 under the screen's h1. */
export function ProfileSection({ title, intro, children, id }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 88 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
