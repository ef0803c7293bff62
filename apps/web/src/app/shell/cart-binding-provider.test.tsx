import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../features/catalogue/components/product-card';
import {
  answerDeliveryDialog,
  deliveryDialogStore,
} from '../../features/delivery/utils/delivery-dialog-store';
import { buildCart, buildCartItem } from '../../testing/build-cart';
import { buildCartDelivery } from '../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { requestsTo } from '../../testing/fetch-calls';
import { renderWithProviders } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';
import { CartBindingProvider } from './cart-binding-provider';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

const bananas = buildProduct({
  productId: 31,
  id: 31,
  name: 'Banane',
  selectOptions: [
    {
      name: 'Maturazione',
      parameterName: 'maturazione',
      type: 'radio',
      options: [
        { key: 'verde', name: 'Ancora verde', value: 'verde' },
        { key: 'pronta', name: 'Pronta', value: 'pronta' },
      ],
    },
  ],
  warehousePromo: {
    warehousePromoId: 900,
    promoType: 'PERC',
    discount: 0,
    discountPerc: 20,
    validityDate: '2026-11-01',
    expireDate: '2026-12-31',
    selectable: true,
    view: { cssClass: 'promo', header: '-20%', body: 'sul secondo', footer: '', selectablePromoText: '' },
  },
});

function renderCard(product = bananas, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /ebsn/api/auth/test': ok(null), ...handlers });
  const view = renderWithProviders(
    <CartBindingProvider>
      <ProductCard product={product} />
    </CartBindingProvider>,
  );
  return { ...view, fetchMock };
}

describe('adding to cart through the cart binding (spec §4)', () => {
  it('runs the delivery check, then the options, then the promotion dialog, then POST /cart/add', async () => {
    const line = buildCartItem({
      product: bananas,
      cartItemInfo: { params: 'maturazione=pronta', use_wpid: '900' },
    });
    const { user, fetchMock } = renderCard(bananas, {
      'GET /ebsn/api/cart/view': ok({ cart: buildCart() }),
      'POST /ebsn/api/cart/add': ok({ cart: buildCart({ cartItems: [line] }) }),
    });

    await user.click(await screen.findByRole('button', { name: 'Aggiungi Banane al carrello' }));
    const options = await screen.findByRole('dialog', { name: 'Scegli le opzioni: Banane' });
    // The delivery flow read the cart (address and slot chosen) before the options were asked.
    expect(requestsTo(fetchMock, '/ebsn/api/cart/view').length).toBeGreaterThan(0);
    await user.click(within(options).getByRole('radio', { name: 'Pronta' }));
    await user.click(within(options).getByRole('button', { name: 'Aggiungi al carrello' }));

    const promotion = await screen.findByRole('dialog', { name: 'Promozione disponibile' });
    expect(requestsTo(fetchMock, '/ebsn/api/cart/add')).toHaveLength(0);
    await user.click(within(promotion).getByRole('button', { name: 'Si' }));

    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/cart/add')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/ebsn/api/cart/add')[0]?.body).toEqual({
      items: [
        {
          productId: 31,
          quantity: 1,
          params: { maturazione: 'pronta' },
          use_wpid: 900,
          deliveryWarehouseId: bananas.deliveryWarehouse.warehouseId,
        },
      ],
    });
    expect(await screen.findByText('Aggiunto al carrello: 1 pz di Banane')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Quantità di Banane' })).toHaveProperty('value', '1');
  });

  it('shows the server’s message instead of the success toast when the add brought one', async () => {
    const plain = buildProduct();
    const { user } = renderCard(plain, {
      'GET /ebsn/api/cart/view': ok({ cart: buildCart() }),
      'POST /ebsn/api/cart/add': {
        body: buildEnvelope(
          { cart: buildCart({ cartItems: [buildCartItem({ product: plain })] }) },
          { user: DEMO_USER, warnings: ['Puoi acquistare al massimo 1 pz'] },
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' }));
    expect(await screen.findByText('Puoi acquistare al massimo 1 pz')).toBeTruthy();
    expect(screen.queryByText(/Aggiunto al carrello/)).toBeNull();
  });

  it('asks for the address first when the cart has none, and adds nothing if the shopper closes it', async () => {
    const plain = buildProduct();
    const { user, fetchMock } = renderCard(plain, {
      'GET /ebsn/api/cart/view': ok({
        cart: buildCart({ ...buildCartDelivery({ shippingAddress: null, timeslot: null }) }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' }));
    await waitFor(() => expect(deliveryDialogStore.get().request).toEqual({ dialog: 'address' }));
    act(() => answerDeliveryDialog('cancel'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(requestsTo(fetchMock, '/ebsn/api/cart/add')).toHaveLength(0);
  });

  it('shows the cart quantity on a card already in the cart and updates it with POST /cart/update', async () => {
    const plain = buildProduct();
    const line = buildCartItem({ product: plain, quantity: 2 });
    const { user, fetchMock } = renderCard(plain, {
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [line] }) }),
      'POST /ebsn/api/cart/update': ok({ cart: buildCart({ cartItems: [{ ...line, quantity: 3 }] }) }),
    });
    const input = await screen.findByRole('textbox', { name: 'Quantità di Passata di pomodoro' });
    expect(input).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Passata di pomodoro' }));
    await waitFor(() => expect(input).toHaveProperty('value', '3'));
    expect(requestsTo(fetchMock, '/ebsn/api/cart/update')[0]?.body).toEqual({
      items: [{ itemId: line.itemId, quantity: 3 }],
    });
  });
});
