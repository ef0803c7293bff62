import type { PackagingType } from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { Actor, TenantScope } from '../../lib/actor.js';
import type { CartDeps } from './cart-deps.js';
import * as repo from './cart.repository.js';

/** Anonymous: the chain's types with its default selected; a shopper's: their cart's choice selected. */
export async function packagingTypes(deps: CartDeps, scope: Actor | TenantScope): Promise<PackagingType[]> {
  const { tenantId } = scope;
  const types = (await deps.referenceOf(tenantId)).packagingTypes;
  let chosen: number | null = null;
  if ('userId' in scope) {
    const part = await deps.delivery.carts.view(scope);
    chosen = (await repo.findCartExtra(deps.db, tenantId, part.cartId))?.packagingTypeId ?? null;
  }
  const selected = types.find((t) => t.id === chosen) ?? types.find((t) => t.isDefault);
  return types.map((t) => ({
    packagingTypeId: t.id,
    descr: t.descr,
    cost: centsToEuro(t.costCents),
    kind: t.kind,
    isDefault: t.isDefault,
    selected: t === selected,
  }));
}
