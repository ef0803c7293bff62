import { describe, expect, it } from 'vitest';
import { readPagination } from './pagination';

describe('readPagination', () => {
  it('reads the X-WP-Total and X-WP-TotalPages headers', () => {
    const headers = new Headers({ 'X-WP-Total': '23', 'X-WP-TotalPages': '3' });
    expect(readPagination(headers, 10)).toEqual({ total: 23, totalPages: 3 });
  });

  it('reads the header names in any case', () => {
    expect(readPagination(new Headers({ 'x-wp-total': '0', 'x-wp-totalpages': '0' }), 0)).toEqual({
      total: 0,
      totalPages: 0,
    });
  });

  it('computes the pages from the total at 10 a page (spec §9) when only the total came', () => {
    expect(readPagination(new Headers({ 'X-WP-Total': '21' }), 10)).toEqual({ total: 21, totalPages: 3 });
    expect(readPagination(new Headers({ 'X-WP-Total': '21' }), 10, 24)).toEqual({ total: 21, totalPages: 1 });
  });

  it('takes an answer without the headers, or with unreadable ones, as the only page', () => {
    expect(readPagination(new Headers(), 4)).toEqual({ total: 4, totalPages: 1 });
    expect(readPagination(new Headers({ 'X-WP-Total': 'molti' }), 4)).toEqual({ total: 4, totalPages: 1 });
    expect(readPagination(new Headers(), 0)).toEqual({ total: 0, totalPages: 0 });
  });
});
