import { describe, expect, it } from 'vitest';
import { contentApiRoot, contentPostSchema, menuLocationSchema } from './content.contract';
import { checkFormField, formSubmitAnswerSchema, type FormField } from './content-form.contract';

describe('content contracts', () => {
  it('read a real WordPress post, whose acf is an empty array when it has no custom fields', () => {
    const post = contentPostSchema.parse({
      id: 7,
      slug: 'chi-siamo',
      date: '2026-11-20T10:00:00',
      modified: '2026-11-20T10:00:00',
      type: 'page',
      link: 'https://wp.example.it/chi-siamo/',
      title: { rendered: 'Chi siamo' },
      content: { rendered: '<p>Testo</p>', protected: false },
      excerpt: { rendered: '' },
      acf: [],
      _links: {},
    });
    expect(post.acf).toEqual({});
    expect(post).toHaveProperty('_links');
  });

  it('read nested menu items', () => {
    const items = menuLocationSchema.parse([
      {
        ID: 1,
        order: 1,
        parent: 0,
        title: 'A',
        url: '/a',
        children: [{ ID: 2, order: 1, parent: 1, title: 'B', url: '/b' }],
      },
    ]);
    expect(items[0]?.children?.[0]?.title).toBe('B');
  });

  it('point at the built-in store unless the chain has a WordPress', () => {
    expect(contentApiRoot({})).toBe('/p');
    expect(contentApiRoot({ contentUrl: 'https://wp.example.it/' })).toBe('https://wp.example.it');
  });

  it('check a form field with the spec §5 validators', () => {
    const field: FormField = {
      id: 2,
      key: 'email',
      type: 'email',
      label: 'E-mail',
      required: true,
      order: 2,
    };
    expect(checkFormField(field, '')).toBe('Campo obbligatorio');
    expect(checkFormField(field, 'nope')).toBe('Digitare una e-mail valida');
    expect(checkFormField(field, 'anna@example.it')).toBe(true);
  });

  it('tell a successful submit from a refused one', () => {
    expect(
      formSubmitAnswerSchema.parse({ data: { actions: { success_message: 'ok' } }, errors: [] }).errors,
    ).toEqual([]);
    expect(
      formSubmitAnswerSchema.parse({ data: {}, errors: { fields: { '2': 'Campo obbligatorio' } } }).errors,
    ).toEqual({
      fields: { '2': 'Campo obbligatorio' },
    });
  });
});
