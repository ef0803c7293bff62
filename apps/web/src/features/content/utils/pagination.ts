import {
  CONTENT_PAGE_SIZE,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
} from '@spesa/shared/content/content.contract';

export interface ContentPagination {
  total: number;
  totalPages: number;
}

function headerCount(headers: Headers, name: string): number | null {
  const value = headers.get(name)?.trim();
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * spec §7: a typed list's size comes in the WordPress headers X-WP-Total and X-WP-TotalPages. Without them (a
 * custom endpoint, a proxy that drops headers) the answer is taken as the only page.
 */
export function readPagination(
  headers: Headers,
  itemCount: number,
  perPage = CONTENT_PAGE_SIZE,
): ContentPagination {
  const total = headerCount(headers, WP_TOTAL_HEADER);
  const totalPages = headerCount(headers, WP_TOTAL_PAGES_HEADER);
  if (total === null) return { total: itemCount, totalPages: itemCount > 0 ? 1 : 0 };
  return { total, totalPages: totalPages ?? Math.ceil(total / Math.max(perPage, 1)) };
}
