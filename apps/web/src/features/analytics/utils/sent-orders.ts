import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { sentOrdersKey } from './analytics-storage';

/** spec §9: the last 20 orders sent to analytics are remembered. */
export const SENT_ORDERS_KEPT = 20;

export interface SentOrders {
  /** True the first time an order is seen: its purchase may be sent. */
  claim(orderId: number): boolean;
}

/**
 * The orders whose purchase was sent, so a reloaded confirmation page sends none again. Kept in local storage
 * only when `isPersistent` (analytics accepted); otherwise for this page alone, and the built-in collector
 * keeps one purchase per order anyway.
 */
export function sentOrders(tenant: TenantCode, isPersistent: boolean): SentOrders {
  let memory: number[] = [];
  const read = (): number[] => {
    if (!isPersistent) return memory;
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(sentOrdersKey(tenant)) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  };
  return {
    claim(orderId) {
      const ids = read();
      if (ids.includes(orderId)) return false;
      const kept = [...ids, orderId].slice(-SENT_ORDERS_KEPT);
      if (isPersistent) window.localStorage.setItem(sentOrdersKey(tenant), JSON.stringify(kept));
      else memory = kept;
      return true;
    },
  };
}
