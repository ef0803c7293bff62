import Box from '@mui/material/Box';
import type { Proposal } from '@spesa/shared/catalogue/category-block.contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const linkSx = {
  display: 'block',
  borderRadius: 3,
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  '&:focus-visible': { outlineOffset: 2 },
} as const;

/** spec §2 "Links inside content": a path of the shop stays in the app, any other address opens apart. */
export function ProposalLink({ proposal, children }: { proposal: Proposal; children: ReactNode }) {
  const url = proposal.proposalUrl;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Box component={RouterLink} to={url.replace(/^\/shop(?=\/)/, '')} sx={linkSx}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="a" href={url} target="_blank" rel="noopener noreferrer" sx={linkSx}>
      {children}
    </Box>
  );
}
