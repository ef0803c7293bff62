import type { Db } from '../../db/database.js';

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
    .where('gc.valid_until', '>=', options.now);
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
