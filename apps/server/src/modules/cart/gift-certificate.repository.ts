import type { Selectable } from 'kysely';
import type { Db, GiftCertificatesTable } from '../../db/database.js';

export interface UserGiftCertificateRecord {
  userGiftCertificateId: number;
  giftCertificateId: number;
  code: string;
  description: string;
  discountCents: number | null;
  discountPct: number | null;
  minOrderCents: number | null;
  validFrom: number;
  validUntil: number;
  manualAssigned: boolean;
}

/** spec §6 account deletion: the shopper's codes go with the account. */
export async function deleteUserGiftCertificates(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .deleteFrom('user_gift_certificates')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

/** The shopper's codes usable now: not used, inside their validity. */
export async function listUsableGiftCertificates(
  db: Db,
  tenantId: string,
  userId: number,
  options: { now: number; manualOnly: boolean },
): Promise<UserGiftCertificateRecord[]> {
  let query = db
    .selectFrom('user_gift_certificates as ugc')
    .innerJoin('gift_certificates as gc', 'gc.id', 'ugc.gift_certificate_id')
    .select([
      'ugc.id as user_gift_certificate_id',
      'gc.id as gift_certificate_id',
      'gc.code',
      'gc.description',
      'gc.discount_cents',
      'gc.discount_pct',
      'gc.min_order_cents',
      'gc.valid_from',
      'gc.valid_until',
      'ugc.manual_assigned',
    ])
    .where('ugc.tenant_id', '=', tenantId)
    .where('gc.tenant_id', '=', tenantId)
    .where('ugc.user_id', '=', userId)
    .where('ugc.used_at', 'is', null)
    .where('gc.valid_from', '<=', options.now)
    .where('gc.valid_until', '>=', options.now)
    .where((eb) => eb.or([eb('gc.max_uses', 'is', null), eb('gc.times_used', '<', eb.ref('gc.max_uses'))]));
  if (options.manualOnly) query = query.where('ugc.manual_assigned', '=', 1);
  const rows = await query.orderBy('gc.valid_until').orderBy('ugc.id').execute();
  return rows.map((r) => ({
    userGiftCertificateId: r.user_gift_certificate_id,
    giftCertificateId: r.gift_certificate_id,
    code: r.code,
    description: r.description,
    discountCents: r.discount_cents,
    discountPct: r.discount_pct,
    minOrderCents: r.min_order_cents,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    manualAssigned: r.manual_assigned === 1,
  }));
}

export interface GiftCertificateRecord {
  id: number;
  code: string;
  description: string;
  discountCents: number | null;
  discountPct: number | null;
  minOrderCents: number | null;
  validFrom: number;
  validUntil: number;
  maxUses: number | null;
  timesUsed: number;
}

/** README "Back-office", Catalogue and promotions: a new code; undefined when the chain has one so named. */
export async function insertGiftCertificate(
  db: Db,
  tenantId: string,
  gift: Omit<GiftCertificateRecord, 'id' | 'timesUsed'>,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('gift_certificates')
    .values({
      tenant_id: tenantId,
      code: gift.code,
      description: gift.description,
      discount_cents: gift.discountCents,
      discount_pct: gift.discountPct,
      min_order_cents: gift.minOrderCents,
      valid_from: gift.validFrom,
      valid_until: gift.validUntil,
      max_uses: gift.maxUses,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

type GiftCertificateRow = Selectable<GiftCertificatesTable>;

function toGiftRecord(r: GiftCertificateRow): GiftCertificateRecord {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    discountCents: r.discount_cents,
    discountPct: r.discount_pct,
    minOrderCents: r.min_order_cents,
    validFrom: Number(r.valid_from),
    validUntil: Number(r.valid_until),
    maxUses: r.max_uses,
    timesUsed: r.times_used,
  };
}

/** README "Back-office", Catalogue screens: one page of the chain's codes, the newest first. */
export async function listGiftCertificates(
  db: Db,
  tenantId: string,
  paging: { offset: number; limit: number },
): Promise<{ total: number; records: GiftCertificateRecord[] }> {
  const query = db.selectFrom('gift_certificates').where('tenant_id', '=', tenantId);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query.selectAll().orderBy('id', 'desc').offset(paging.offset).limit(paging.limit).execute(),
  ]);
  return { total: Number(count?.n ?? 0), records: rows.map(toGiftRecord) };
}

export async function findGiftCertificate(
  db: Db,
  tenantId: string,
  id: number,
): Promise<GiftCertificateRecord | undefined> {
  const r = await db
    .selectFrom('gift_certificates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r && toGiftRecord(r);
}

/** Gives the shopper the code (chosen by the store); false when they already have it. */
export async function assignGiftCertificate(
  db: Db,
  assignment: { tenantId: string; userId: number; giftCertificateId: number; now: number },
): Promise<boolean> {
  const row = await db
    .insertInto('user_gift_certificates')
    .values({
      tenant_id: assignment.tenantId,
      user_id: assignment.userId,
      gift_certificate_id: assignment.giftCertificateId,
      manual_assigned: 1,
      assigned_at: assignment.now,
      used_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'gift_certificate_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
