import { z } from 'zod';

/**
 * The chain's back-office staff (README "Back-office"): one account per person and chain, with one role and,
 * for the roles that work in a shop, the store they work in. Staff never share the shoppers' accounts.
 */
export const STAFF_ROLES = [
  'chain_admin',
  'store_manager',
  'picker',
  'customer_service',
  'content_editor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE = Object.freeze(
  Object.fromEntries(STAFF_ROLES.map((role) => [role, role])) as { [R in StaffRole]: R },
);

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  chain_admin: 'Amministratore della catena',
  store_manager: 'Responsabile del punto vendita',
  picker: 'Preparatore',
  customer_service: 'Servizio clienti',
  content_editor: 'Redattore dei contenuti',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The staff session's cookie: HttpOnly, SameSite=Strict, only sent to the back-office calls. */
export const STAFF_COOKIE = 'spesa_staff';
export const ADMIN_API_PATH = '/ebsn/api/admin';

export const staffLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Digitare una e-mail valida').max(254),
  password: z.string().min(1, 'Digitare la password').max(200),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffTotpBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Il codice di verifica è di 6 cifre.'),
});

export const staffCreateBodySchema = z.object({
  /** README "Back-office" (Personale): shown in the chain admin's list; the command line may leave it out. */
  name: z.string().trim().min(1, 'Indica il nome.').max(100, 'Il nome è troppo lungo.').optional(),
  email: z.string().trim().toLowerCase().email('Digitare una e-mail valida').max(254),
  password: z.string().min(10, 'La password del personale deve essere lunga almeno 10 caratteri').max(200),
  role: z.enum(STAFF_ROLES, { error: 'Ruolo sconosciuto.' }),
  storeId: z.number().int().positive().nullable().optional(),
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

export const staffMemberSchema = z.object({
  staffId: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  roleLabel: z.string(),
  storeId: z.number().int().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** After the password: the second factor is still due (the session is not usable before it). */
export const staffLoginAnswerSchema = z.object({ totpRequired: z.literal(true) });

/** A member as the chain admin's 'Personale' lists it. */
export const staffAccountSchema = staffMemberSchema.extend({
  name: z.string().nullable(),
  disabled: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffDisabledBodySchema = z.object({
  staffId: z.number({ error: 'Membro del personale non valido.' }).int().positive(),
  disabled: z.boolean({ error: 'Indica se disattivare o riattivare.' }),
});
export type StaffDisabledBody = z.infer<typeof staffDisabledBodySchema>;

export const staffTotpResetBodySchema = z.object({
  staffId: z.number({ error: 'Membro del personale non valido.' }).int().positive(),
});

/** The new member, or the member with a new second factor: the secret is shown this once. */
export const staffCreatedSchema = z.object({
  staff: staffAccountSchema,
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  at: z.number().int(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The action families the 'Registro attività' filters by (an action is `<family>.<what>`). */
export const AUDIT_ACTION_FAMILIES = [
  'staff',
  'order',
  'picking',
  'slot',
  'product',
  'promotion',
  'gift_code',
] as const;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Who: a member of the chain. */
  staff_id: z.coerce.number().int().positive().optional(),
  /** What: an action (`picking.finish`) or its family (`picking`). */
  action: z
    .string()
    .regex(/^[a-z_]{1,30}(\.[a-z-]{1,40})?$/, 'Azione non valida.')
    .optional(),
  /** Which Italian day. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Giorno non valido: usa il formato AAAA-MM-GG.')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Another page follows. */
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
