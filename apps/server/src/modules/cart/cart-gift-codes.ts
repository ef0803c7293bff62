import { GIFT_CODE_INVALID_MESSAGE, type GiftCodeCheckData } from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CartAnswer, CartDeps, ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';

/** Whether the shopper can use this gift code now, without touching the cart. */
export async function checkGiftCode(deps: CartDeps, actor: Actor, code: string): Promise<GiftCodeCheckData> {
  const { tenantId, userId } = actor;
  const gift = await repo.findUsableUserGift(deps.db, tenantId, userId, code, deps.clock.now());
  return {
    valid: Boolean(gift),
    giftCertificate: gift
      ? {
          giftCertificateId: gift.giftCertificateId,
          code: gift.code,
          description: gift.description,
          amount: gift.discountCents === null ? null : centsToEuro(gift.discountCents),
          percentage: gift.discountPct,
          minOrderAmount: gift.minOrderCents === null ? null : centsToEuro(gift.minOrderCents),
        }
      : null,
  };
}

export async function addGiftCode(
  deps: CartDeps,
  actor: Actor,
  code: string,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  await mutateCart(deps, tenantId, userId, async (trx, cartId, now) => {
    const gift = await repo.findUsableUserGift(trx, tenantId, userId, code, now);
    if (!gift) throw new DomainError('GIFT_CODE_INVALID', GIFT_CODE_INVALID_MESSAGE);
    await repo.attachGift(trx, tenantId, cartId, gift.userGiftCertificateId, now);
  });
  return cartAnswer(deps, actor, options);
}

export async function removeGiftCode(
  deps: CartDeps,
  actor: Actor,
  code: string,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  await mutateCart(deps, tenantId, userId, async (trx, cartId) => {
    const onCart = await repo.listCartGifts(trx, tenantId, cartId);
    const gift = onCart.find((g) => g.code.toUpperCase() === code.trim().toUpperCase());
    if (!gift) throw new DomainError('GIFT_CODE_INVALID', GIFT_CODE_INVALID_MESSAGE);
    await repo.detachGift(trx, cartId, gift.userGiftCertificateId);
  });
  return cartAnswer(deps, actor, options);
}
