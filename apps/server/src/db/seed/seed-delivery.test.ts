import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '@spesa/tenants/tenants';
import { createTestDb, type TestDb } from '../../../test/test-db.js';
import { findMunicipality } from '../../lib/italy/municipalities.js';
import { seedDemoData } from './seed-demo-data.js';

const NOW = Date.UTC(2026, 10, 25, 9, 0);

describe('delivery demo data of every chain', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    await seedDemoData(testDb.db, TENANTS, NOW);
  }, 120_000);
  afterAll(async () => {
    await testDb.destroy();
  });

  it.each(TENANTS.map((t) => [t.code, t] as const))(
    '%s: zones of real postal codes, store and locker addresses, 14 days of slots, a served home',
    async (code, tenant) => {
      const db = testDb.db;
      const services = await db
        .selectFrom('delivery_services')
        .selectAll()
        .where('tenant_id', '=', code)
        .orderBy('delivery_service_id')
        .execute();
      expect(services.map((s) => [s.delivery_service_id, s.name, s.show_tab])).toEqual([
        [1, 'Ritiro in negozio', 1],
        [2, 'Consegna a domicilio', 1],
      ]);

      const codes = await db
        .selectFrom('delivery_zone_postal_codes')
        .select('postal_code')
        .where('tenant_id', '=', code)
        .execute();
      const city = findMunicipality(tenant.region.city, tenant.region.province)!;
      for (const cap of city.postalCodes) expect(codes.map((c) => c.postal_code)).toContain(cap);
      expect(codes.length).toBeGreaterThan(city.postalCodes.length);

      const shared = await db
        .selectFrom('addresses')
        .select(['address_type_id'])
        .where('tenant_id', '=', code)
        .where('user_id', 'is', null)
        .execute();
      expect(shared.filter((a) => a.address_type_id === 3)).toHaveLength(3);
      expect(shared.filter((a) => a.address_type_id === 5)).toHaveLength(2);

      const days = await db
        .selectFrom('timeslots')
        .select('slot_date')
        .distinct()
        .where('tenant_id', '=', code)
        .orderBy('slot_date')
        .execute();
      expect(days.map((d) => d.slot_date)).toHaveLength(14);
      expect(days[0]!.slot_date).toBe('2026-11-25');

      const home = await db
        .selectFrom('addresses as a')
        .innerJoin('users as u', 'u.default_delivery_address_id', 'a.id')
        .innerJoin('delivery_zone_postal_codes as pc', (join) =>
          join.onRef('pc.postal_code', '=', 'a.postal_code').onRef('pc.tenant_id', '=', 'a.tenant_id'),
        )
        .select(['a.city', 'a.address_type_id', 'u.email'])
        .where('a.tenant_id', '=', code)
        .executeTakeFirstOrThrow();
      expect(home).toEqual({
        city: tenant.region.city.toUpperCase(),
        address_type_id: 2,
        email: 'mario.rossi@example.com',
      });
    },
  );
});
