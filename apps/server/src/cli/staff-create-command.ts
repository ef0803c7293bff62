import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, staffCreateBodySchema } from '@spesa/shared/admin/staff.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { StaffService } from '../modules/staff/staff.service.js';

export interface StaffCreateCommandIo {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `staff:create <chain> <email> <role> [storeId]` (README "Back-office"): creates a member of the chain's staff,
 * the first chain admin included. The password is STAFF_PASSWORD when set, else a random one printed once; the
 * TOTP secret and its otpauth:// URI are printed for the member's authenticator app. Exit code 0 when created,
 * 1 when refused, 2 on a usage error.
 */
export async function runStaffCreateCommand(
  args: readonly string[],
  staff: Pick<StaffService, 'create'>,
  io: StaffCreateCommandIo,
  env: { STAFF_PASSWORD?: string | undefined } = {},
): Promise<number> {
  const [chain, email, role, storeText] = args;
  const storeId = storeText === undefined ? null : Number(storeText);
  const password = env.STAFF_PASSWORD || randomBytes(12).toString('base64url');
  const body = staffCreateBodySchema.safeParse({ email, password, role, storeId });
  if (!chain || !isTenantCode(chain) || !body.success) {
    if (body.error) io.err(body.error.issues[0]!.message);
    io.err(`Uso: staff:create <catena> <email> <ruolo> [idPuntoVendita]\nRuoli: ${STAFF_ROLES.join(', ')}`);
    return 2;
  }
  try {
    const created = await staff.create(getTenant(chain).code, body.data, null);
    io.out(`Creato ${created.staff.email} (${created.staff.roleLabel}), id ${created.staff.staffId}`);
    if (!env.STAFF_PASSWORD) io.out(`Password: ${password}`);
    io.out(`Segreto TOTP: ${created.totpSecret}`);
    io.out(`URI otpauth: ${created.otpauthUri}`);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
