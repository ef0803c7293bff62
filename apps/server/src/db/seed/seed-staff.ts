import { STAFF_ROLE, type StaffRole } from '@spesa/shared/admin/staff.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../database.js';

/** README "Back-office": the demo staff's password, the same for every demo member. */
export const DEMO_STAFF_PASSWORD = 'spesa-staff-123';

/**
 * One demo member per role in every chain, `<local part>@<chain>.spesa.example`, each with a fixed TOTP secret
 * (README "Back-office") so a tester, or the end-to-end suite, can compute the second factor's codes.
 */
export const DEMO_STAFF: readonly {
  localPart: string;
  role: StaffRole;
  totpSecret: string;
  inStore: boolean;
}[] = [
  {
    localPart: 'admin',
    role: STAFF_ROLE.chain_admin,
    totpSecret: 'SPESADEMOADMINTOTPSECRETAAAAAAAA',
    inStore: false,
  },
  {
    localPart: 'negozio',
    role: STAFF_ROLE.store_manager,
    totpSecret: 'SPESADEMONEGOZIOTOTPSECRETAAAAAA',
    inStore: true,
  },
  {
    localPart: 'picking',
    role: STAFF_ROLE.picker,
    totpSecret: 'SPESADEMOPICKINGTOTPSECRETAAAAAA',
    inStore: true,
  },
  {
    localPart: 'servizio',
    role: STAFF_ROLE.customer_service,
    totpSecret: 'SPESADEMOSERVIZIOTOTPSECRETAAAAA',
    inStore: false,
  },
  {
    localPart: 'contenuti',
    role: STAFF_ROLE.content_editor,
    totpSecret: 'SPESADEMOCONTENUTITOTPSECRETAAAA',
    inStore: false,
  },
];

export function demoStaffEmail(localPart: string, tenantCode: string): string {
  return `${localPart}@${tenantCode}.spesa.example`;
}

let demoHash: Promise<string> | undefined;

/** Adds the demo staff a chain is missing (a database seeded before the back-office gets them too). */
export async function ensureStaffDemoData(db: Db, tenant: TenantDefinition, now: number): Promise<void> {
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('tenant_id', '=', tenant.code)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  demoHash ??= hashPassword(DEMO_STAFF_PASSWORD);
  const passwordHash = await demoHash;
  await db
    .insertInto('staff_users')
    .values(
      DEMO_STAFF.map((m) => ({
        tenant_id: tenant.code,
        email: demoStaffEmail(m.localPart, tenant.code),
        password_hash: passwordHash,
        role: m.role,
        store_id: m.inStore ? (store?.id ?? null) : null,
        totp_secret: m.totpSecret,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .execute();
}
