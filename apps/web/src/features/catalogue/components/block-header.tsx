import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategoryBlock } from '@spesa/shared/catalogue/category-block.contract';
import { PlainLink } from '../../../components/plain-controls';

/** A block's title, subtitle and "see all" link (category_block_header). */
export function BlockHeader({
  header,
  titleId,
}: {
  header: NonNullable<CategoryBlock['metaData']['category_block_header']>;
  titleId: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="h2">
          {header.TITLE}
        </Typography>
        {header.SUBTITLE && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {header.SUBTITLE}
          </Typography>
        )}
      </Box>
      {header.LINK_TEXT && header.LINK_URL?.startsWith('/') && (
        <PlainLink
          href={header.LINK_URL}
          style={{ fontWeight: 700, flex: 'none', minHeight: 44, display: 'flex', alignItems: 'center' }}
        >
          {header.LINK_TEXT}
        </PlainLink>
      )}
    </Box>
  );
}
