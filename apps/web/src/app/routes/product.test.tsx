// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCart, buildCartItem } from '../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../testing/build-envelope';
import { requestsTo } from '../../testing/fetch-calls';
import { buildProduct } from '../../testing/build-product';
import { buildProductsData } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const steak = buildProduct({
  productId: 94,
  name: 'Bistecca di scottona',
  slug: 'bistecca-di-scottona',
  categoryId: 30,
  breadCrumbs: [
    { categoryId: 3, name: 'Carne e pesce', slug: 'carne-e-pesce' },
    { categoryId: 30, name: 'Carne bovina', slug: 'carne-e-pesce/carne-bovina' },
  ],
  productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'KG' },
  priceDisplay: 22.4,
  priceUnitDisplay: 'kg',
  selectOptions: [
    {
      name: 'Taglio',
      parameterName: 'taglio',
      type: 'radio',
      options: [
        { key: 'intero', name: 'Intero', value: 'intero' },
        { key: 'a_fette', name: 'A fette', value: 'a_fette' },
      ],
    },
    {
      name: 'Confezione',
      parameterName: 'confezione',
      type: 'select',
      options: [
        { key: 'vaschetta', name: 'Vaschetta', value: 'vaschetta' },
        { key: 'carta', name: 'Carta da macelleria', value: 'carta' },
      ],
    },
  ],
  metaData: {
    product_description: {
      long: 'Carne di bovino nato e allevato in Italia.',
      allergens: 'Non contiene allergeni.',
      nutrition:
        '<table><thead><tr><th>Valori medi</th><th>per 100 g</th></tr></thead><tbody><tr><td>Energia</td>' +
        '<td>500 kJ<script>window.hacked = true</script></td></tr></tbody></table>',
    },
  },
});
const burger = buildProduct({ productId: 95, name: 'Hamburger', slug: 'hamburger', categoryId: 30 });

function stubProducts(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    ...extra,
    'GET /ebsn/api/products': ({ url }) =>
      url.searchParams.get('slug')
        ? { body: buildEnvelope(buildProductsData([steak])) }
        : { body: buildEnvelope(buildProductsData([steak, burger])) },
  });
}

describe('product page', () => {
  it('shows the breadcrumbs, the price per kg, the descriptions and the nutrition table as plain text', async () => {
    stubProducts();
    renderApp('/product/bistecca-di-scottona');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bistecca di scottona' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Sei qui' });
    expect(within(crumbs).getByRole('link', { name: 'Carne bovina' }).getAttribute('href')).toBe(
      '/category/carne-e-pesce/carne-bovina',
    );
    expect(screen.getByText('Carne di bovino nato e allevato in Italia.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Allergeni' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Valori nutrizionali medi' });
    expect(within(table).getByRole('rowheader', { name: 'Energia' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '500 kJ' })).toBeTruthy();
    expect(table.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('enables "Aggiungi al carrello" only once every option is chosen, and adds with them', async () => {
    const line = buildCartItem({ product: steak, quantity: 0.3, quantityDisplay: '0,300 kg' });
    const fetchMock = stubProducts({
      'GET /ebsn/api/auth/test': { body: buildEnvelope(null, { user: DEMO_USER }) },
      'GET /ebsn/api/cart/view': { body: buildEnvelope({ cart: buildCart() }, { user: DEMO_USER }) },
      'POST /ebsn/api/cart/add': {
        body: buildEnvelope({ cart: buildCart({ cartItems: [line] }) }, { user: DEMO_USER }),
      },
    });
    const { user } = renderApp('/product/bistecca-di-scottona');

    const add = await screen.findByRole('button', { name: 'Aggiungi al carrello' });
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('Scegli le opzioni per aggiungere il prodotto al carrello.')).toBeTruthy();

    await user.click(await screen.findByRole('radio', { name: 'A fette' }));
    expect(add).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Confezione' }), 'Carta da macelleria');
    expect(add).toHaveProperty('disabled', false);

    await user.click(add);
    expect(await screen.findByText('0,300 kg')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/cart/add')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/ebsn/api/cart/add')[0]?.body).toMatchObject({
      items: [{ productId: 94, quantity: 0.3, params: { taglio: 'a_fette', confezione: 'carta' } }],
    });
  });

  it('offers the other products of its category', async () => {
    stubProducts();
    renderApp('/product/bistecca-di-scottona');

    const related = await screen.findByRole('region', { name: 'Altri prodotti in Carne bovina' });
    expect(await within(related).findByRole('heading', { level: 3, name: 'Hamburger' })).toBeTruthy();
    expect(within(related).queryByRole('heading', { level: 3, name: 'Bistecca di scottona' })).toBeNull();
  });

  it('fills the heart of a product already in one of the shopper’s lists (spec §6)', async () => {
    stubProducts({
      'GET /ebsn/api/auth/test': { body: buildEnvelope(null, { user: DEMO_USER }) },
      'GET /ebsn/api/cart/view': { body: buildEnvelope({ cart: buildCart() }, { user: DEMO_USER }) },
      'GET /ebsn/api/wishlist/product-ids': {
        body: buildEnvelope({ productIds: [94] }, { user: DEMO_USER }),
      },
    });
    renderApp('/product/bistecca-di-scottona');

    expect(await screen.findByRole('button', { name: 'Nella tua lista' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aggiungi a una lista' })).toBeNull();
    const related = await screen.findByRole('region', { name: 'Altri prodotti in Carne bovina' });
    expect(
      await within(related).findByRole('button', { name: 'Aggiungi Hamburger a una lista' }),
    ).toBeTruthy();
  });

  it('leaves every heart empty for a visitor, without asking for list contents', async () => {
    const fetchMock = stubProducts();
    renderApp('/product/bistecca-di-scottona');

    expect(await screen.findByRole('button', { name: 'Aggiungi a una lista' })).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/product-ids')).toHaveLength(0);
  });
});
