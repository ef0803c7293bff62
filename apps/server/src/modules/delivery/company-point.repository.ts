import type { Db } from '../../db/database.js';

export interface CompanyPointRecord {
  id: number;
  companyName: string;
  storeId: number;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}

/** The active company delivery point of a chain with this subscription code (compared without case). */
export async function findPointByCode(
  db: Db,
  tenantId: string,
  code: string,
): Promise<CompanyPointRecord | undefined> {
  const row = await db
    .selectFrom('company_delivery_points')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('subscription_code', '=', code.toUpperCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      companyName: row.company_name,
      storeId: row.store_id,
      address1: row.address1,
      addressNumber: row.address_number,
      city: row.city,
      province: row.province,
      postalCode: row.postal_code,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    }
  );
}
