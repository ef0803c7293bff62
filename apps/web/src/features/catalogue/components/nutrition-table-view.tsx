import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { parseNutritionTable } from '../utils/nutrition-table';

/** The nutrition facts rebuilt as a plain table from the text of the catalogue's HTML (never its markup). */
export function NutritionTableView({ html, caption }: { html: string; caption: string }) {
  const table = useMemo(() => parseNutritionTable(html), [html]);
  if (!table) return null;
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        maxWidth: 560,
        borderCollapse: 'collapse',
        fontSize: '0.9375rem',
        bgcolor: 'background.paper',
        '& caption': visuallyHidden,
        '& th, & td': { textAlign: 'left', py: 1, px: 1.5, borderBottom: 1, borderColor: 'divider' },
        '& th': { fontWeight: 700, bgcolor: 'action.hover' },
        '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', whiteSpace: 'nowrap' },
      }}
    >
      <caption>{caption}</caption>
      {table.head.length > 0 && (
        <thead>
          <tr>
            {table.head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" style={{ fontWeight: 400, background: 'none' }}>
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
