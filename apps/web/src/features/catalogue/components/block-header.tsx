import Box from '@mui/material/Box';
import type { CategoryBlock } from '@spesa/shared/catalogue/category-block.contract';
import { PlainLink } from '../../../components/plain-controls';
import { ThemeText } from '../../../components/theme-text';

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
        <ThemeText as="h2" id={titleId} variant="h2">
          {header.TITLE}
        </ThemeText>
        {header.SUBTITLE && (
          <ThemeText variant="body2" isSecondary style={{ marginTop: 2 }}>
            {header.SUBTITLE}
          </ThemeText>
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
