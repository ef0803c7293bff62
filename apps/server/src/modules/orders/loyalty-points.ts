import type { Db } from '../../db/database.js';
import type { ShopperService } from '../account/shopper.service.js';
import { flipPointsCredited } from './order-write.repository.js';
import type { OrderRecord } from './order.repository.js';

/** Credits the order's points once, however many paths confirm it. */
export async function creditOrderPoints(
  shoppers: ShopperService,
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
) {
  if (order.loyaltyPoints > 0 && (await flipPointsCredited(trx, order.id, 1))) {
    await shoppers.addLoyaltyPoints(trx, tenantId, order.userId, order.loyaltyPoints, now);
  }
}

/** Takes back the points of a cancelled order, only if they were credited. */
export async function debitOrderPoints(
  shoppers: ShopperService,
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
) {
  if (order.loyaltyPoints > 0 && (await flipPointsCredited(trx, order.id, 0))) {
    await shoppers.addLoyaltyPoints(trx, tenantId, order.userId, -order.loyaltyPoints, now);
  }
}
