import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderMailDispatcher } from './order-mail-dispatch.js';

/** What every order use case reads: the database, the clock and the services it calls. */
export interface OrderDeps {
  db: Db;
  clock: Clock;
  carts: CartService;
  delivery: DeliveryServices;
  shoppers: ShopperService;
  checkout: CheckoutService;
  /** The order e-mails written by a transaction go out after its commit. */
  orderMails: Pick<OrderMailDispatcher, 'afterCommit'>;
  holdMs: number;
  operatorToken: string | undefined;
}
