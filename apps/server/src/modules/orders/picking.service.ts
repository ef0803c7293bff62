import type {
  PickingLineBody,
  PickingList,
  PickingOutcomeAnswer,
} from '@spesa/shared/admin/picking.contract';
import { DomainError } from '../../lib/domain-error.js';
import { finishPickingInside } from './finish-picking.js';
import { captureOrder, pickingOutcome, sweepStaleCaptures } from './picking-capture.js';
import type { Picker, PickingDeps } from './picking-deps.js';
import { recordPickingLine } from './picking-lines.js';
import { pickingList } from './picking-list.js';

/** README "Picking": the store's picking of its orders, slot by slot, and the capture of their payment. */
export interface PickingService {
  list(
    tenantId: string,
    slot: { warehouseId: number; date: string; timeslotId: number },
  ): Promise<PickingList>;
  recordLine(picker: Picker, body: PickingLineBody): Promise<void>;
  /** Finishes the picking (once; asked again, it answers the outcome) and captures the payment. */
  finish(picker: Picker, orderId: number): Promise<PickingOutcomeAnswer>;
  /** Captures again a payment whose capture failed, or whose claim outlived its lease ('da riprovare'). */
  retryCapture(picker: Picker, orderId: number): Promise<PickingOutcomeAnswer>;
  /** The server's sweep: takes over the captures whose claim outlived its lease. */
  sweepStaleCaptures(): Promise<number>;
}

export function createPickingService(deps: PickingDeps): PickingService {
  return {
    list: (tenantId, slot) => pickingList(deps, tenantId, slot),
    recordLine: (picker, body) => recordPickingLine(deps, picker, body),
    async finish(picker, orderId) {
      try {
        await finishPickingInside(deps, picker, orderId);
      } catch (error) {
        // Two finishes at once: the second finds the picking finished and answers its outcome.
        if (!(error instanceof DomainError && error.code === 'PICKING_FINISHED')) throw error;
      }
      await captureOrder(deps, picker.tenantId, orderId, ['pending']);
      return pickingOutcome(deps, picker.tenantId, orderId);
    },
    async retryCapture(picker, orderId) {
      // Only a capture 'da riprovare' (failed, never started, or a claim past its lease) is asked again; any
      // other answers as it stands.
      await pickingOutcome(deps, picker.tenantId, orderId);
      await captureOrder(deps, picker.tenantId, orderId, ['failed', 'pending'], true);
      return pickingOutcome(deps, picker.tenantId, orderId);
    },
    sweepStaleCaptures: () => sweepStaleCaptures(deps),
  };
}
