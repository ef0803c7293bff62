import { contentPostListSchema } from '@spesa/shared/content/content.contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, getContent } from './content-client';

function post(id: number) {
  return {
    id,
    slug: `volantino-${id}`,
    date: '2026-11-23T08:00:00',
    modified: '2026-11-23T08:00:00',
    type: 'flyer',
    link: `/volantini/volantino-${id}`,
    title: { rendered: `Volantino ${id}` },
    content: { rendered: '' },
    excerpt: { rendered: '' },
    acf: [],
  };
}

function answer(body: unknown, init: ResponseInit = {}) {
  const mock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, ...init }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('getContent', () => {
  it('asks the built-in store under /p/wp-json and reads the page count from the WordPress headers', async () => {
    const mock = answer([post(1), post(2)], { headers: { 'X-WP-Total': '12', 'X-WP-TotalPages': '6' } });
    const result = await getContent('/p', '/wp/v2/flyer', contentPostListSchema, {
      query: { page: 2, per_page: 2, subtype: ['page', 'faq'] },
      perPage: 2,
    });
    expect(String(mock.mock.calls[0]![0])).toBe(
      '/p/wp-json/wp/v2/flyer?page=2&per_page=2&subtype=page%2Cfaq',
    );
    expect(result.pagination).toEqual({ total: 12, totalPages: 6 });
    // WordPress's `acf: []` for a post without custom fields reads as no fields.
    expect(result.data[0]!.acf).toEqual({});
  });

  it('reads a real WordPress at the chain’s CONTENT_URL', async () => {
    const mock = answer([]);
    await getContent('https://contenuti.castoro.example', '/wp/v2/pages', contentPostListSchema, {
      query: { slug: 'privacy' },
    });
    expect(String(mock.mock.calls[0]![0])).toBe(
      'https://contenuti.castoro.example/wp-json/wp/v2/pages?slug=privacy',
    );
  });

  it('turns a WordPress error answer into a ContentError with its Italian message', async () => {
    answer(
      {
        code: 'rest_post_invalid_page_number',
        message: 'Il numero di pagina è oltre il totale.',
        data: { status: 400 },
      },
      { status: 400 },
    );
    const failure = getContent('/p', '/wp/v2/flyer', contentPostListSchema, { query: { page: 9 } });
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'rest_post_invalid_page_number' });
  });

  it('refuses an answer that does not match the shared schema', async () => {
    answer([{ id: 'uno' }]);
    await expect(getContent('/p', '/wp/v2/pages', contentPostListSchema)).rejects.toThrow();
  });
});
