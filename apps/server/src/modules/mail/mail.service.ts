import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './mail.repository.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when SMTP_URL is set (failing at boot if nodemailer is missing), otherwise the outbox table. */
export async function createMailer(deps: {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  db: Db;
  clock: Clock;
}): Promise<Mailer> {
  const { config } = deps;
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, fromAddress: config.mailFrom });
  return createOutboxMailer({ db: deps.db, clock: deps.clock, fromAddress: config.mailFrom });
}

export interface OutboxMessage extends repo.OutboxRecord {
  /** The addresses found in the text body, in order. */
  links: string[];
}

export interface OutboxService {
  list(tenantId: string, recipient: string | undefined): Promise<OutboxMessage[]>;
  find(tenantId: string, id: number): Promise<OutboxMessage | undefined>;
}

const OUTBOX_PAGE_SIZE = 50;

function withLinks(record: repo.OutboxRecord): OutboxMessage {
  return { ...record, links: record.text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

export function createOutboxService(deps: { db: Db }): OutboxService {
  return {
    async list(tenantId, recipient) {
      const records = await repo.listOutboxMessages(deps.db, tenantId, {
        ...(recipient ? { recipient: recipient.trim().toLowerCase() } : {}),
        limit: OUTBOX_PAGE_SIZE,
      });
      return records.map(withLinks);
    },
    async find(tenantId, id) {
      const record = await repo.findOutboxMessage(deps.db, tenantId, id);
      return record && withLinks(record);
    },
  };
}
