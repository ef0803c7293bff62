import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { UPLOAD_MESSAGES } from '@spesa/shared/content/content-form.contract';
import { CONTENT_UPLOAD_MAX_BYTES, CONTENT_UPLOAD_TYPES } from '@spesa/shared/content/content-form.contract';

export type UploadRefusal = keyof typeof UPLOAD_MESSAGES;

/** Names and types a shopper may claim for a picture or a PDF. */
const CLAIMED_ALLOWED = /\.(pdf|jpe?g|png|webp)$/i;
const CLAIMED_ALLOWED_TYPES = new Set<string>(CONTENT_UPLOAD_TYPES);

/**
 * What an attachment really is, from its bytes (file-type), never from its name or declared type: a PDF, JPEG,
 * PNG or WebP, or a refusal. A file that claims to be one of them but is not (a script named .jpg) is told so.
 */
export async function inspectUpload(
  bytes: Buffer,
  claimed: { name: string; type: string },
): Promise<{ mimeType: string; extension: string } | { refusal: UploadRefusal }> {
  if (bytes.length === 0) return { refusal: 'empty' };
  if (bytes.length > CONTENT_UPLOAD_MAX_BYTES) return { refusal: 'tooBig' };
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && CLAIMED_ALLOWED_TYPES.has(detected.mime))
    return { mimeType: detected.mime, extension: detected.ext };
  const claimsAllowed =
    CLAIMED_ALLOWED.test(claimed.name) || CLAIMED_ALLOWED_TYPES.has(claimed.type.toLowerCase());
  return { refusal: claimsAllowed ? 'disguised' : 'wrongType' };
}

/** A name for the e-mail and the record: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  return (clean || 'allegato').slice(0, 120);
}

/**
 * Writes the bytes under `<dir>/<tenant>/` with a random name and no extension: the directory is under DATA_DIR,
 * outside the web root, and nothing serves it back.
 */
export async function storeUpload(dir: string, tenantId: string, bytes: Buffer): Promise<string> {
  const folder = path.join(dir, tenantId);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const storageName = `${tenantId}/${randomBytes(16).toString('hex')}`;
  await fs.writeFile(path.join(dir, storageName), bytes, { flag: 'wx', mode: 0o600 });
  return storageName;
}
