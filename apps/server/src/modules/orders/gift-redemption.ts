import { GIFT_CODE_ALREADY_USED_MESSAGE, GIFT_CODE_EXPIRED_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { DomainError } from '../../lib/domain-error.js';
import type { Db } from '../../db/database.js';
import type { CheckoutDeps } from './checkout-deps.js';

/**
 * README "Catalogue and promotions": spends the cart's codes on the order, or refuses it with the reason —
 * a code used up ('già stato utilizzato') or one whose validity ended while it sat on the cart ('scaduto').
 */
export async function redeemGiftsOrRefuse(
  carts: Pick<CheckoutDeps['carts'], 'redeemGift'>,
  trx: Db,
  tenantId: string,
  gifts: readonly { gift: { userGiftCertificateId: number } }[],
  orderId: number,
  now: number,
): Promise<void> {
  for (const { gift } of gifts) {
    const outcome = await carts.redeemGift(trx, tenantId, gift.userGiftCertificateId, orderId, now);
    if (outcome === 'expired') throw new DomainError('GIFT_CODE_EXPIRED', GIFT_CODE_EXPIRED_MESSAGE);
    if (outcome !== 'redeemed') throw new DomainError('GIFT_CODE_USED', GIFT_CODE_ALREADY_USED_MESSAGE);
  }
}
