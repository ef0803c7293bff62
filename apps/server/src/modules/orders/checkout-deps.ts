import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { OrderMailDispatcher } from './order-mail-dispatch.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';

/** What every checkout use case reads: the database, the clock and the services it calls. */
export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  carts: CartService;
  delivery: DeliveryServices;
  shoppers: ShopperService;
  gateway: PaymentGateway;
  /** The order e-mails written by a transaction go out after its commit. */
  orderMails: Pick<OrderMailDispatcher, 'afterCommit'>;
  paymentTimeoutMs: number;
  log: (error: unknown, message: string) => void;
}

export interface PrepareParams {
  terms_accepted?: boolean | undefined;
  order_comment?: string | undefined;
  need_invoice?: boolean | undefined;
  accept_alternatives?: boolean | undefined;
}

export interface BuyRequest {
  paymentTypeId: number;
  userPaymentAuthId?: number | undefined;
  paymentData?: string | undefined;
  idempotencyKey?: string | undefined;
}

export type RetryRequest = Omit<BuyRequest, 'paymentTypeId'> & { paymentTypeId?: number };
