import type { Store } from '@spesa/shared/delivery/store.contract';
import { describe, expect, it } from 'vitest';
import { deliveryServicesOf } from './use-delivery-services';

const HOME = { deliveryServiceId: 2, name: 'Consegna a domicilio', showTab: true };
const PICK_UP = { deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true };

function store(deliveryServices: Store['deliveryServices']): Store {
  return {
    storeId: 1,
    code: 'PV001',
    name: 'Negozio',
    address1: 'Via Roma',
    addressNumber: '1',
    city: 'Bari',
    province: 'BA',
    postalcode: '70121',
    latitude: 41.1,
    longitude: 16.8,
    phone: '',
    openingHours: '',
    deliveryServices,
    isWarehouse: false,
    isDefault: false,
    addressId: null,
  };
}

describe('deliveryServicesOf', () => {
  it('keeps the server order even when the first stores offer only pick-up', () => {
    const stores = [store([PICK_UP]), store([HOME]), store([HOME, PICK_UP])];

    expect(deliveryServicesOf(stores)).toEqual([HOME, PICK_UP]);
  });

  it('lists each service once', () => {
    expect(deliveryServicesOf([store([PICK_UP]), store([PICK_UP])])).toEqual([PICK_UP]);
  });
});
