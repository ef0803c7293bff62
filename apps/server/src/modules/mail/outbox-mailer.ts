import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { insertOutboxMessage } from './mail.repository.js';
import { formatSender, type Mailer } from './mailer.js';

/** ARCHITECTURE §6: the built-in default, which works offline; messages are read at the dev outbox page. */
export function createOutboxMailer(deps: { db: Db; clock: Clock; fromAddress: string }): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await insertOutboxMessage(deps.db, {
        tenantId: message.tenantId,
        recipient: message.to,
        sender: formatSender(message.fromName, deps.fromAddress),
        kind: message.kind,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: deps.clock.now(),
      });
    },
    async close() {},
  };
}
