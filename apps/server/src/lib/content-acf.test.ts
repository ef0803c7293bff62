/* spec §7 Content: the custom fields of a flyer and a slide, the same for the seed and the content editor. */
import { describe, expect, it } from 'vitest';
import { flyerAcf, flyerValidityText, slideAcf, type FlyerItem } from './content-acf.js';

const item = (id: number): FlyerItem => ({
  product_id: id,
  slug: `prodotto-${id}`,
  name: `Prodotto ${id}`,
  brand: '',
  pack: '',
  price_cents: 199,
  standard_price_cents: null,
});

describe('content custom fields', () => {
  it('writes the validity in Italian, across the change to summer time and the year', () => {
    expect(flyerValidityText('2026-03-28', '2026-03-30')).toBe('Dal 28 marzo al 30 marzo 2026');
    expect(flyerValidityText('2026-12-28', '2027-01-03')).toBe('Dal 28 dicembre al 3 gennaio 2027');
  });

  it('draws one flyer page per four offers, at least one', () => {
    const facts = { slug: 'x', title: 'X', brand: 'Castoro', validFrom: '2026-05-04', validTo: '2026-05-10' };
    const pages = (n: number) =>
      (
        flyerAcf({ ...facts, items: Array.from({ length: n }, (_, i) => item(i + 1)) })
          .flyer_pages as unknown[]
      ).length;
    expect([pages(0), pages(4), pages(5), pages(24)]).toEqual([1, 1, 2, 6]);
    expect(flyerAcf({ ...facts, items: [item(7)] })).toMatchObject({
      valid_from: '2026-05-04',
      valid_to: '2026-05-10',
      validity_text: 'Dal 4 maggio al 10 maggio 2026',
      seo_title: 'X – volantino Castoro',
      cover_image: '/p/wp-content/uploads/volantini/x/pagina-1.svg',
      flyer_product_ids: [7],
      flyer_product_slugs: ['prodotto-7'],
    });
  });

  it('puts a slide in the home slider with its banners', () => {
    expect(
      slideAcf({
        slug: 'natale',
        subtitle: 'Feste',
        link: '/faq',
        validFrom: '2026-12-01',
        validTo: '2026-12-24',
        deliveryServiceId: null,
      }),
    ).toEqual({
      slider_id: 1,
      subtitle: 'Feste',
      slide_link: '/faq',
      slide_image_desktop: '/p/wp-content/uploads/slide/natale-desktop.svg',
      slide_image_mobile: '/p/wp-content/uploads/slide/natale-mobile.svg',
      delivery_service_id: null,
      valid_from: '2026-12-01',
      valid_to: '2026-12-24',
    });
  });
});
