import type { Db } from '../../db/database.js';

export interface DeliveryAreaRequestRecord {
  email: string;
  firstName: string | null;
  userId: number | null;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

/** Stores a request once per chain, e-mail and address; false when the same request was already there. */
export async function insertDeliveryAreaRequest(
  db: Db,
  tenantId: string,
  request: DeliveryAreaRequestRecord,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('delivery_area_requests')
    .values({
      tenant_id: tenantId,
      email: request.email,
      first_name: request.firstName,
      user_id: request.userId,
      address1: request.address1,
      address_number: request.addressNumber,
      city: request.city,
      province: request.province,
      postal_code: request.postalCode,
      created_at: now,
      notified_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'email', 'postal_code', 'address1', 'address_number']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The requests of a chain still waiting for a postal code, oldest first (what the chain writes to when it opens there). */
export async function listWaitingRequests(
  db: Db,
  tenantId: string,
  postalCode: string,
): Promise<(DeliveryAreaRequestRecord & { createdAt: number })[]> {
  const rows = await db
    .selectFrom('delivery_area_requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('postal_code', '=', postalCode)
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    userId: row.user_id,
    address1: row.address1,
    addressNumber: row.address_number,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    createdAt: Number(row.created_at),
  }));
}
