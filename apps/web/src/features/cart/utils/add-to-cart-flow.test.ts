import type { Product } from '@spesa/shared/catalogue/product.contract';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../testing/build-product';
import { runAddToCart, type AddToCartSteps } from './add-to-cart-flow';

const withOptions = buildProduct({
  productId: 7,
  selectOptions: [
    {
      name: 'Taglio',
      parameterName: 'taglio',
      type: 'radio',
      options: [
        { key: 'intero', name: 'Intero', value: 'intero' },
        { key: 'fette', name: 'A fette', value: 'fette' },
      ],
    },
  ],
});

function withPromo(product: Product, selectable = true): Product {
  return {
    ...product,
    warehousePromo: {
      warehousePromoId: 55,
      promoType: 'PERC',
      discount: 0,
      discountPerc: 20,
      validityDate: '2026-11-01',
      expireDate: '2026-12-31',
      selectable,
      view: {
        cssClass: 'promo',
        header: '-20%',
        body: '',
        footer: '',
        selectablePromoText: 'Vuoi lo sconto?',
      },
    },
  };
}

function recordingSteps(overrides: Partial<AddToCartSteps> = {}) {
  const calls: string[] = [];
  const steps: AddToCartSteps = {
    ensureDeliveryReady: vi.fn(async () => {
      calls.push('delivery');
      return true;
    }),
    askOptions: vi.fn(async () => {
      calls.push('options');
      return { taglio: 'fette' };
    }),
    askPromotion: vi.fn(async () => {
      calls.push('promotion');
      return true;
    }),
    addGiftCode: vi.fn(async (code: string) => {
      calls.push(`gift:${code}`);
    }),
    add: vi.fn(async () => {
      calls.push('add');
    }),
    ...overrides,
  };
  return { steps, calls };
}

describe('runAddToCart (spec §4 "Adding to cart")', () => {
  it('runs login/address/timeslot, then options, then the promotion, then the gift code, then the add', async () => {
    const { steps, calls } = recordingSteps();
    expect(
      await runAddToCart(steps, { product: withPromo(withOptions), quantity: 1, giftCode: 'BENVENUTO5' }),
    ).toBe(true);

    expect(calls).toEqual(['delivery', 'options', 'promotion', 'gift:BENVENUTO5', 'add']);
    expect(vi.mocked(steps.add).mock.calls[0]?.[0].items).toEqual([
      {
        productId: 7,
        quantity: 1,
        params: { taglio: 'fette' },
        use_wpid: 55,
        deliveryWarehouseId: withOptions.deliveryWarehouse.warehouseId,
      },
    ]);
  });

  it('sends use_wpid -1 when the shopper says no to the selectable promotion', async () => {
    const { steps } = recordingSteps({ askPromotion: vi.fn(async () => false) });
    await runAddToCart(steps, { product: withPromo(buildProduct()), quantity: 2 });
    expect(vi.mocked(steps.add).mock.calls[0]?.[0].items[0]).toMatchObject({ quantity: 2, use_wpid: -1 });
  });

  it('asks nothing for a plain product and adds at once, without use_wpid or params', async () => {
    const { steps, calls } = recordingSteps();
    await runAddToCart(steps, { product: withPromo(buildProduct(), false), quantity: 1 });
    expect(calls).toEqual(['delivery', 'add']);
    expect(vi.mocked(steps.add).mock.calls[0]?.[0].items[0]).not.toHaveProperty('use_wpid');
    expect(vi.mocked(steps.add).mock.calls[0]?.[0].items[0]).not.toHaveProperty('params');
  });

  it('does not ask for options already chosen on the product page', async () => {
    const { steps, calls } = recordingSteps();
    await runAddToCart(steps, { product: withOptions, quantity: 1, options: { taglio: 'intero' } });
    expect(calls).toEqual(['delivery', 'add']);
    expect(vi.mocked(steps.add).mock.calls[0]?.[0].items[0]).toMatchObject({ params: { taglio: 'intero' } });
  });

  it.each([
    ['the delivery flow', { ensureDeliveryReady: vi.fn(async () => false) }, []],
    ['the options', { askOptions: vi.fn(async () => null) }, ['delivery']],
    ['the promotion dialog', { askPromotion: vi.fn(async () => null) }, ['delivery', 'options']],
  ])('stops without adding when the shopper closes %s', async (_, overrides, expected) => {
    const { steps, calls } = recordingSteps(overrides);
    expect(await runAddToCart(steps, { product: withPromo(withOptions), quantity: 1 })).toBe(false);
    expect(calls).toEqual(expected);
    expect(steps.add).not.toHaveBeenCalled();
  });
});
