import { domWindow } from '../../../lib/dom-window';

export interface NutritionTable {
  head: string[];
  rows: string[][];
}

const cellTexts = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());

/**
 * `metaData.product_description.nutrition` is HTML written by the catalogue's editors. Only the text of its
 * table cells is kept, so no markup of theirs (scripts, handlers, styles) ever reaches the page.
 */
export function parseNutritionTable(html: string | undefined): NutritionTable | null {
  if (!html?.trim()) return null;
  // DOMParser documents are inert: nothing in them runs or loads.
  const table = new (domWindow().DOMParser)().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return null;
  for (const hidden of table.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const allRows = [...table.querySelectorAll('tr')];
  const headRow =
    allRows.find((row) => row.parentElement?.tagName === 'THEAD') ??
    (allRows[0] && allRows[0].querySelector('td') === null ? allRows[0] : undefined);
  const rows = allRows
    .filter((row) => row !== headRow)
    .map(cellTexts)
    .filter((cells) => cells.some(Boolean));
  if (rows.length === 0) return null;
  return { head: headRow ? cellTexts(headRow) : [], rows };
}
