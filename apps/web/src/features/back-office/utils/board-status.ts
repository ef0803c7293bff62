import type { StaffMember, StaffRole } from '@spesa/shared/admin/staff.contract';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  isFinalStatus,
  type OrderStatusId,
} from '@spesa/shared/rules/order-status';

/**
 * spec §4: the moves the store makes, told apart where the shopper reads the same word (the statuses 4 and 5,
 * 7 and 18).
 */
const STATUS_ACTION_LABELS: Readonly<Record<number, string>> = {
  4: 'In preparazione',
  5: 'In preparazione, in ritardo',
  6: 'Quasi pronto',
  7: 'In consegna (nostri mezzi)',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Non andato a buon fine',
  18: 'In consegna (corriere)',
};

export function statusActionLabel(statusId: number): string {
  return STATUS_ACTION_LABELS[statusId] ?? ORDER_STATUS_LABELS[statusId] ?? String(statusId);
}

/**
 * The status filter's choices: one per word the board shows, with every status id it covers (the server
 * takes them comma-joined).
 */
export const STATUS_FILTER_OPTIONS: readonly { label: string; value: string }[] = (() => {
  const byLabel = new Map<string, number[]>();
  for (const [id, label] of Object.entries(ORDER_STATUS_LABELS)) {
    byLabel.set(label, [...(byLabel.get(label) ?? []), Number(id)]);
  }
  return [...byLabel].map(([label, ids]) => ({ label, value: ids.join(',') }));
})();

/** spec §4: the statuses the order may move to from its own (the server checks them again). */
export function nextStatuses(statusId: number): readonly number[] {
  return (ORDER_STATUS_TRANSITIONS as Readonly<Record<number, readonly OrderStatusId[]>>)[statusId] ?? [];
}

export { isFinalStatus };

/** README "Back-office": who may change an order's status, and who reads the board. */
const STATUS_CHANGE_ROLES: readonly StaffRole[] = ['chain_admin', 'store_manager', 'customer_service'];
export const BOARD_ROLES: readonly StaffRole[] = [
  'chain_admin',
  'store_manager',
  'picker',
  'customer_service',
];

export function canChangeStatus(member: StaffMember): boolean {
  return STATUS_CHANGE_ROLES.includes(member.role);
}

export function canReadBoard(member: StaffMember): boolean {
  return BOARD_ROLES.includes(member.role);
}
