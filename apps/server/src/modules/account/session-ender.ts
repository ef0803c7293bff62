import type { Db } from '../../db/database.js';

/** The auth module ends sessions (it owns them); account services ask it inside their own transaction. */
export interface SessionEnder {
  endSessionsOfUser(trx: Db, tenantId: string, userId: number, keepTokenHash?: string): Promise<void>;
}
