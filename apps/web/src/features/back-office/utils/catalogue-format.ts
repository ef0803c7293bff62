import { STAFF_ROLE, type StaffRole } from '@spesa/shared/admin/staff.contract';
import type { ZodType } from 'zod';

/** README "Back-office", Catalogue and promotions: prices, promotions and gift codes are the chain admin's. */
export const CATALOGUE_ROLES: readonly StaffRole[] = [STAFF_ROLE.chain_admin];

/** README "Refunds": who may refund an order, as POST /admin/orders/refund serves. */
export const REFUND_ROLES: readonly StaffRole[] = [
  STAFF_ROLE.chain_admin,
  STAFF_ROLE.store_manager,
  STAFF_ROLE.customer_service,
];

/**
 * An amount typed in euro, Italian style ("2,49", "2.49", "1.234,50"): its value, or null when it is not one
 * (at most two decimals).
 */
export function parseEuro(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  const normalised = /,/.test(trimmed) ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** An amount in euro as the field shows it: "2,49". */
export function euroText(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}

/** A whole number typed in a field, or null. */
export function parseWhole(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The first message of the contract's own rules for `value`, keyed by the field it names ('' for none). */
export function contractErrors(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-04" → "04/12/2026". */
export function formatDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** Today's Italian day, aaaa-mm-gg (the default of the date fields). */
export function todayInItaly(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
