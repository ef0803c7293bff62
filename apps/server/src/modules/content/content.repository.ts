import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';

type Executor = Db | Transaction<Database> | Kysely<Database>;

export interface PostRow {
  id: number;
  type: string;
  slug: string;
  status: string;
  title: string;
  content: string;
  excerpt: string;
  publishedAt: number;
  modifiedAt: number;
  menuOrder: number;
  acf: Record<string, unknown>;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface MenuItemRow {
  id: number;
  location: string;
  parentId: number | null;
  position: number;
  title: string;
  url: string;
  target: string;
}

export interface FormRow {
  formId: number;
  title: string;
  fields: unknown;
  settings: unknown;
  mailTo: string;
  mailSubject: string;
  mailAcknowledge: boolean;
}

export interface UploadRow {
  id: number;
  token: string;
  formId: number;
  fieldId: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  submissionId: number | null;
}

function parseJson(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The chain's content version, 0 when it has no content yet. */
export async function contentVersion(db: Executor, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('content_state')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Every content write goes through this in its transaction, so cached answers of the chain expire. */
export async function bumpContentVersion(db: Executor, tenantId: string): Promise<number> {
  await db
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .execute();
  return contentVersion(db, tenantId);
}

type PostRecord = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;

function postQuery(db: Executor, tenantId: string) {
  return db.selectFrom('content_posts').selectAll().where('tenant_id', '=', tenantId);
}

function postOf(r: PostRecord): PostRow {
  return {
    id: r.id,
    type: r.type,
    slug: r.slug,
    status: r.status,
    title: r.title,
    content: r.content,
    excerpt: r.excerpt,
    publishedAt: Number(r.published_at),
    modifiedAt: Number(r.modified_at),
    menuOrder: r.menu_order,
    acf: parseJson(r.acf),
  };
}

export async function publishedPosts(db: Executor, tenantId: string): Promise<PostRow[]> {
  const rows = await postQuery(db, tenantId).where('status', '=', 'publish').orderBy('id').execute();
  return rows.map(postOf);
}

export async function terms(db: Executor, tenantId: string): Promise<TermRow[]> {
  const rows = await db
    .selectFrom('content_terms')
    .select(['id', 'taxonomy', 'slug', 'name', 'description', 'position'])
    .where('tenant_id', '=', tenantId)
    .orderBy('taxonomy')
    .orderBy('position')
    .execute();
  return rows;
}

export async function menuItems(db: Executor, tenantId: string): Promise<MenuItemRow[]> {
  const rows = await db
    .selectFrom('content_menu_items')
    .select(['id', 'location', 'parent_id', 'position', 'title', 'url', 'target'])
    .where('tenant_id', '=', tenantId)
    .orderBy('location')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, parentId: r.parent_id }));
}

export async function forms(db: Executor, tenantId: string): Promise<FormRow[]> {
  const rows = await db.selectFrom('content_forms').selectAll().where('tenant_id', '=', tenantId).execute();
  return rows.map((r) => ({
    formId: r.form_id,
    title: r.title,
    fields: JSON.parse(r.fields) as unknown,
    settings: JSON.parse(r.settings) as unknown,
    mailTo: r.mail_to,
    mailSubject: r.mail_subject,
    mailAcknowledge: r.mail_acknowledge === 1,
  }));
}

/** Changes a published post's texts or fields; false when the chain has no such post. */
export async function updatePost(
  db: Executor,
  tenantId: string,
  type: string,
  slug: string,
  change: { title?: string; content?: string; excerpt?: string; acf?: Record<string, unknown> },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('content_posts')
    .set({
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.content !== undefined ? { content: change.content } : {}),
      ...(change.excerpt !== undefined ? { excerpt: change.excerpt } : {}),
      ...(change.acf !== undefined ? { acf: JSON.stringify(change.acf) } : {}),
      modified_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertUpload(
  db: Executor,
  tenantId: string,
  upload: Omit<UploadRow, 'id' | 'submissionId'> & { storageName: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('content_uploads')
    .values({
      tenant_id: tenantId,
      token: upload.token,
      form_id: upload.formId,
      field_id: upload.fieldId,
      original_name: upload.originalName,
      mime_type: upload.mimeType,
      size_bytes: upload.sizeBytes,
      storage_name: upload.storageName,
      submission_id: null,
      created_at: now,
    })
    .execute();
}

/** The chain's uploads of these tokens not yet attached to a submission. */
export async function unattachedUploads(
  db: Executor,
  tenantId: string,
  tokens: readonly string[],
): Promise<UploadRow[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .selectFrom('content_uploads')
    .select([
      'id',
      'token',
      'form_id',
      'field_id',
      'original_name',
      'mime_type',
      'size_bytes',
      'submission_id',
    ])
    .where('tenant_id', '=', tenantId)
    .where('token', 'in', [...tokens])
    .where('submission_id', 'is', null)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    formId: r.form_id,
    fieldId: r.field_id,
    originalName: r.original_name,
    mimeType: r.mime_type,
    sizeBytes: r.size_bytes,
    submissionId: r.submission_id,
  }));
}

/** Stores a submission and attaches its uploads, in the caller's transaction. */
export async function insertSubmission(
  db: Executor,
  tenantId: string,
  submission: { formId: number; answers: unknown; replyTo: string | null; uploadIds: readonly number[] },
  now: number,
): Promise<{ id: number; attached: number }> {
  const row = await db
    .insertInto('content_form_submissions')
    .values({
      tenant_id: tenantId,
      form_id: submission.formId,
      answers: JSON.stringify(submission.answers),
      reply_to: submission.replyTo,
      submitted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (submission.uploadIds.length === 0) return { id: row.id, attached: 0 };
  // Conditional: an upload attached meanwhile by another submission is not taken twice.
  const result = await db
    .updateTable('content_uploads')
    .set({ submission_id: row.id })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...submission.uploadIds])
    .where('submission_id', 'is', null)
    .executeTakeFirst();
  return { id: row.id, attached: Number(result.numUpdatedRows) };
}

// README "Back-office", Content: what the editors read and write, drafts included.

/** The chain's posts of one type, drafts included, in their order. */
export async function postsOfType(db: Executor, tenantId: string, type: string): Promise<PostRow[]> {
  const rows = await postQuery(db, tenantId)
    .where('type', '=', type)
    .orderBy('menu_order')
    .orderBy('id')
    .execute();
  return rows.map(postOf);
}

export async function postById(db: Executor, tenantId: string, id: number): Promise<PostRow | undefined> {
  const row = await postQuery(db, tenantId).where('id', '=', id).executeTakeFirst();
  return row ? postOf(row) : undefined;
}

/** Whether another post of the chain and type has this slug. */
export async function slugTaken(
  db: Executor,
  tenantId: string,
  type: string,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('content_posts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface PostTexts {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
}

/** A new draft post of the chain. */
export async function insertDraft(
  db: Executor,
  tenantId: string,
  type: string,
  texts: PostTexts,
  now: number,
  acf: Record<string, unknown> = {},
): Promise<number> {
  const row = await db
    .insertInto('content_posts')
    .values({
      tenant_id: tenantId,
      type,
      slug: texts.slug,
      status: 'draft',
      title: texts.title,
      content: texts.content,
      excerpt: texts.excerpt,
      published_at: now,
      modified_at: now,
      menu_order: 0,
      acf: JSON.stringify(acf),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a post's texts, and its custom fields when `acf` is given. */
export async function updatePostTexts(
  db: Executor,
  tenantId: string,
  id: number,
  texts: PostTexts,
  now: number,
  acf?: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('content_posts')
    .set({ ...texts, ...(acf !== undefined ? { acf: JSON.stringify(acf) } : {}), modified_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Publishes or withdraws a post; a first publication dates it. */
export async function setPostStatus(
  db: Executor,
  tenantId: string,
  id: number,
  status: 'publish' | 'draft',
  publishedAt: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('content_posts')
    .set({ status, modified_at: now, ...(publishedAt !== null ? { published_at: publishedAt } : {}) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export interface MenuItemFields {
  location: string;
  parentId: number | null;
  position: number;
  title: string;
  url: string;
}

export async function menuItemById(
  db: Executor,
  tenantId: string,
  id: number,
): Promise<MenuItemRow | undefined> {
  const r = await db
    .selectFrom('content_menu_items')
    .select(['id', 'location', 'parent_id', 'position', 'title', 'url', 'target'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? { ...r, parentId: r.parent_id } : undefined;
}

/** A link to another site opens in a new window, as the seeded menus do. */
const targetOf = (url: string) => (url.startsWith('https://') ? '_blank' : '');

export async function insertMenuItem(db: Executor, tenantId: string, item: MenuItemFields): Promise<number> {
  const row = await db
    .insertInto('content_menu_items')
    .values({
      tenant_id: tenantId,
      location: item.location,
      parent_id: item.parentId,
      position: item.position,
      title: item.title,
      url: item.url,
      target: targetOf(item.url),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenuItem(
  db: Executor,
  tenantId: string,
  id: number,
  item: MenuItemFields,
): Promise<void> {
  await db
    .updateTable('content_menu_items')
    .set({
      location: item.location,
      parent_id: item.parentId,
      position: item.position,
      title: item.title,
      url: item.url,
      target: targetOf(item.url),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Removes an item and the items under it. */
export async function deleteMenuItem(db: Executor, tenantId: string, id: number): Promise<number> {
  const result = await db
    .deleteFrom('content_menu_items')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
