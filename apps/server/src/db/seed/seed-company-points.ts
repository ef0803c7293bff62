import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { Handle } from './seed-delivery.js';

/** The demo subscription code of a chain's company delivery point (README "Demo accounts"). */
export function demoSubscriptionCode(tenantCode: string): string {
  return `${tenantCode.toUpperCase()}-UFFICI`;
}

/**
 * spec §7 shopatwork: one company delivery point per chain, in its home town, served by the pick-up slots of
 * the chain's first pick-up store.
 */
export async function seedCompanyPoints(trx: Handle, tenant: TenantDefinition): Promise<void> {
  const stores = await trx
    .selectFrom('stores')
    .select(['id', 'delivery_service_ids'])
    .where('tenant_id', '=', tenant.code)
    .orderBy('code')
    .execute();
  const store = stores.find((s) =>
    s.delivery_service_ids.split(',').map(Number).includes(DELIVERY_SERVICE.PICK_UP),
  );
  if (!store) return;
  const { region } = tenant;
  await trx
    .insertInto('company_delivery_points')
    .values({
      tenant_id: tenant.code,
      subscription_code: demoSubscriptionCode(tenant.code),
      company_name: `Polo uffici ${region.city}`,
      store_id: store.id,
      address1: 'Via dell’Industria',
      address_number: '12',
      city: region.city.toUpperCase(),
      province: region.province.toUpperCase(),
      postal_code: region.postalCode,
      latitude: region.latitude + 0.012,
      longitude: region.longitude - 0.009,
      active: 1,
    })
    .execute();
}
