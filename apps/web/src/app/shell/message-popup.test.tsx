import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart } from '../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { buildProductsData } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';
import { showPopupMessage } from '../../lib/ui-store';

const burger = buildProduct({ productId: 95, name: 'Hamburger', slug: 'hamburger', categoryId: 30 });
const NOT_AVAILABLE = 'Il prodotto non è disponibile nel negozio scelto.';

/** The product page of the burger, whose add-to-cart answers this refusal. */
function stubRefusedAdd(error: { error: string; code: string }) {
  const refused = buildEnvelope(null, { status: 1, user: DEMO_USER });
  refused.response.errors = [error];
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null, { user: DEMO_USER }) },
    'GET /ebsn/api/cart/view': { body: buildEnvelope({ cart: buildCart() }, { user: DEMO_USER }) },
    'POST /ebsn/api/cart/add': { body: refused },
    'GET /ebsn/api/products': { body: buildEnvelope(buildProductsData([burger])) },
  });
}

// spec §8 "Message display": codes on the show-in-popup list open a popup; the others are toasts.
describe('errors on the show-in-popup list', () => {
  afterEach(() => showPopupMessage(null));

  it('a cart availability error opens a dialog that stays until the shopper closes it', async () => {
    stubRefusedAdd({ error: NOT_AVAILABLE, code: 'PRODUCT_NOT_AVAILABLE' });
    const { user } = renderApp('/product/hamburger');

    await user.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Attenzione' });
    expect(within(dialog).getByText(NOT_AVAILABLE)).toBeTruthy();
    expect(screen.getAllByText(NOT_AVAILABLE)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('an error off the list is a toast, and no dialog opens', async () => {
    const text = 'Non è possibile acquistare una quantità inferiore di questo articolo';
    stubRefusedAdd({ error: text, code: 'MIN_ACQ' });
    const { user } = renderApp('/product/hamburger');

    await user.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));

    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
