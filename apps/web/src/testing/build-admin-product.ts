import type { AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';

/** A product as the back-office's Catalogo and Promozioni screens receive it. */
export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    productId: 11,
    code: '000123',
    name: 'Mele Golden',
    brand: 'Melinda',
    packFormat: '1 kg',
    listPrice: 2.49,
    price: 2.49,
    available: true,
    promotion: null,
    ...overrides,
  };
}
