import type { SlotBoardRow } from '@spesa/shared/admin/slots.contract';
import type { StaffRole } from '@spesa/shared/admin/staff.contract';
import { formatTime } from './board-format';

/** README "Back-office", Slots: the roles the server lets shape a store's slots (ADMIN_ROUTE_ACCESS). */
export const SLOT_ROLES: readonly StaffRole[] = ['chain_admin', 'store_manager'];

/** "10:00–12:00". */
export function slotLabel(slot: Pick<SlotBoardRow, 'beginTime' | 'endTime'>): string {
  return `${formatTime(slot.beginTime)}–${formatTime(slot.endTime)}`;
}

/** The word for the slot's state: the store's closing first, then the calendar's. */
export type SlotState = 'closed' | 'calendarClosed' | 'open';
export function slotState(slot: SlotBoardRow): SlotState {
  if (slot.closed) return 'closed';
  return slot.calendarOpen ? 'open' : 'calendarClosed';
}

/** A whole number typed by staff, or null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * README "Delivery fee by slot": an amount in euro typed by staff ("4,90" or "4.90"), null when left empty (the
 * zone's fee), undefined when it is not an amount.
 */
export function parseEuroAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** "4,90" for the field, empty for the zone's fee. */
export function euroFieldText(euro: number | null): string {
  return euro === null ? '' : euro.toFixed(2).replace('.', ',');
}
