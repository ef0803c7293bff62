import type { CatalogueRecords } from '../cart/catalogue-records.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import type { OrderDeps } from './order-deps.js';

/** What the picking reads (README "Picking"): the orders' deps, the catalogue and the payment gateway. */
export type PickingDeps = Pick<OrderDeps, 'db' | 'clock' | 'carts' | 'shoppers' | 'orderMails'> & {
  catalogue: CatalogueRecords;
  gateway: Pick<PaymentGateway, 'capture'>;
  log: (error: unknown, message: string) => void;
};

/** Who picks: a staff member of the order's chain. */
export interface Picker {
  tenantId: string;
  staffId: number;
}
