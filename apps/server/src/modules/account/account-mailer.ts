import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import * as repo from './account.repository.js';

/** At most one e-mail of a kind to an address in this time, whatever the public calls are asked. */
export const MAIL_THROTTLE_MS = 60_000;

export interface AccountMailer {
  /** False when the message was held back because one of its kind went to the address moments ago. */
  send(message: MailMessage, options?: { throttled?: boolean }): Promise<boolean>;
}

export function createAccountMailer(deps: { db: Db; clock: Clock; mailer: Mailer }): AccountMailer {
  return {
    async send(message, options = {}) {
      if (options.throttled) {
        const key = { tenantId: message.tenantId, recipient: message.to, kind: message.kind };
        if (!(await repo.claimMailSlot(deps.db, key, deps.clock.now(), MAIL_THROTTLE_MS))) return false;
      }
      await deps.mailer.send(message);
      return true;
    },
  };
}
