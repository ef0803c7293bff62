import type { Db } from '../../db/database.js';

export interface OutboxRecord {
  id: number;
  recipient: string;
  sender: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

export async function insertOutboxMessage(
  db: Db,
  message: Omit<OutboxRecord, 'id'> & { tenantId: string },
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: message.tenantId,
      recipient: message.recipient,
      sender: message.sender,
      kind: message.kind,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      created_at: message.createdAt,
    })
    .execute();
}

function selectOutbox(db: Db, tenantId: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'sender', 'kind', 'subject', 'text_body', 'html_body', 'created_at'])
    .where('tenant_id', '=', tenantId);
}

type OutboxRow = Awaited<ReturnType<ReturnType<typeof selectOutbox>['executeTakeFirstOrThrow']>>;

function toRecord(r: OutboxRow): OutboxRecord {
  return {
    id: r.id,
    recipient: r.recipient,
    sender: r.sender,
    kind: r.kind,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: r.created_at,
  };
}

/** Newest first. */
export async function listOutboxMessages(
  db: Db,
  tenantId: string,
  filter: { recipient?: string; limit: number },
): Promise<OutboxRecord[]> {
  let query = selectOutbox(db, tenantId);
  if (filter.recipient !== undefined) query = query.where('recipient', '=', filter.recipient);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map(toRecord);
}

export async function findOutboxMessage(
  db: Db,
  tenantId: string,
  id: number,
): Promise<OutboxRecord | undefined> {
  const row = await selectOutbox(db, tenantId).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}
