import type { Generated } from 'kysely';

/** Epoch milliseconds. */
type Millis = number;

/** The content version of a chain: bumped by every content write, it keys the cached answers. */
export interface ContentStateTable {
  tenant_id: string;
  version: number;
  seeded_at: Millis;
}

/** A page or a post of a custom type (flyer, faq, slide, award, ux-block); `acf` is JSON. */
export interface ContentPostsTable {
  id: Generated<number>;
  tenant_id: string;
  type: string;
  slug: string;
  status: string;
  title: string;
  content: string;
  excerpt: string;
  published_at: Millis;
  modified_at: Millis;
  menu_order: number;
  acf: string;
}

/** A taxonomy term (FAQ category, ux-block place). */
export interface ContentTermsTable {
  id: Generated<number>;
  tenant_id: string;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface ContentMenuItemsTable {
  id: Generated<number>;
  tenant_id: string;
  location: string;
  parent_id: number | null;
  position: number;
  title: string;
  url: string;
  target: string;
}

/** A form: its fields and settings as JSON, where its e-mail goes. */
export interface ContentFormsTable {
  tenant_id: string;
  form_id: number;
  title: string;
  fields: string;
  settings: string;
  mail_to: string;
  mail_subject: string;
  mail_acknowledge: number;
}

export interface ContentFormSubmissionsTable {
  id: Generated<number>;
  tenant_id: string;
  form_id: number;
  answers: string;
  reply_to: string | null;
  submitted_at: Millis;
}

/** An attachment's metadata; its bytes are a file named `storage_name` under DATA_DIR, outside the web root. */
export interface ContentUploadsTable {
  id: Generated<number>;
  tenant_id: string;
  token: string;
  form_id: number;
  field_id: number;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  storage_name: string;
  submission_id: number | null;
  created_at: Millis;
}

export interface ContentTables {
  content_state: ContentStateTable;
  content_posts: ContentPostsTable;
  content_terms: ContentTermsTable;
  content_menu_items: ContentMenuItemsTable;
  content_forms: ContentFormsTable;
  content_form_submissions: ContentFormSubmissionsTable;
  content_uploads: ContentUploadsTable;
}
