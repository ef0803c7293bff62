import { modificationCutoffAt } from '@spesa/shared/rules/order-modification';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import { romeInstant } from '../../lib/italy/rome-time.js';
import type { OrderRecord } from './order.repository.js';

/** spec §4 'Modifica ordine': the instant the order stops being modifiable, by its chain's setting. */
export function modifiableUntil(order: Pick<OrderRecord, 'tenantId' | 'timeslotDate' | 'beginTime'>): number {
  const setting = isTenantCode(order.tenantId)
    ? getTenant(order.tenantId).settings.orderModificationCutoff
    : undefined;
  return modificationCutoffAt(
    setting,
    { dateIso: order.timeslotDate, beginTime: order.beginTime },
    romeInstant,
  );
}
