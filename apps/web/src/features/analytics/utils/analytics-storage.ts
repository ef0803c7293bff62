import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';

/** spec §3 "App state": the visitor fingerprint id and the last 20 orders sent to analytics, per chain. */
export const visitorIdKey = (tenant: TenantCode) => `spesa.${tenant}.visitor`;
export const sentOrdersKey = (tenant: TenantCode) => `spesa.${tenant}.analytics-orders`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id, created on first use: call it only when the shopper accepted analytics. */
export function visitorId(tenant: TenantCode): string {
  const stored = window.localStorage.getItem(visitorIdKey(tenant));
  if (stored && UUID.test(stored)) return stored;
  const created = crypto.randomUUID();
  window.localStorage.setItem(visitorIdKey(tenant), created);
  return created;
}

/** Withdrawn analytics consent: the measurement's own entries leave the browser. */
export function forgetAnalyticsStorage(tenant: TenantCode): void {
  window.localStorage.removeItem(visitorIdKey(tenant));
  window.localStorage.removeItem(sentOrdersKey(tenant));
}
