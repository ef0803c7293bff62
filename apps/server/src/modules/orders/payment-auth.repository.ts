import type { Db } from '../../db/database.js';

// The shopper's saved cards (user_payment_auths).

export interface PaymentAuthRecord {
  id: number;
  paymentTypeId: number;
  cardLast4: string;
  cardType: string;
  expireMonth: number;
  expireYear: number;
  gatewayToken: string;
}

export async function listPaymentAuths(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<PaymentAuthRecord[]> {
  const rows = await db
    .selectFrom('user_payment_auths')
    .select([
      'id',
      'payment_type_id',
      'card_last4',
      'card_type',
      'expire_month',
      'expire_year',
      'gateway_token',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    paymentTypeId: row.payment_type_id,
    cardLast4: row.card_last4,
    cardType: row.card_type,
    expireMonth: row.expire_month,
    expireYear: row.expire_year,
    gatewayToken: row.gateway_token,
  }));
}

export async function insertPaymentAuth(
  db: Db,
  a: {
    tenantId: string;
    userId: number;
    paymentTypeId: number;
    last4: string;
    type: string;
    month: number;
    year: number;
    token: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('user_payment_auths')
    .values({
      tenant_id: a.tenantId,
      user_id: a.userId,
      payment_type_id: a.paymentTypeId,
      card_last4: a.last4,
      card_type: a.type,
      expire_month: a.month,
      expire_year: a.year,
      gateway_token: a.token,
      created_at: a.now,
    })
    .execute();
}
