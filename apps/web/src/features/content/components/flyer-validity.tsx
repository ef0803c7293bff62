import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ContentAcf } from '@spesa/shared/content/content.contract';
import { formatContentDay } from '../utils/format-content-date';
import { useContentT } from '../hooks/use-content-t';

/** "Dal 24 novembre al 30 novembre": the days a flyer's offers hold. */
export function FlyerValidity({ acf, ...props }: { acf: ContentAcf | undefined } & TypographyProps) {
  const tc = useContentT();
  const from = formatContentDay(acf?.valid_from);
  const to = formatContentDay(acf?.valid_to);
  // The flyer's own wording when it has one (a real WordPress may carry only that).
  if (acf?.validity_text) return <Typography {...props}>{acf.validity_text}</Typography>;
  if (!to) return null;
  return (
    <Typography {...props}>
      {from ? tc('flyers.validity', { from, to }) : tc('flyers.validUntil', { to })}
    </Typography>
  );
}
