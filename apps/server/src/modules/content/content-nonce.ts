import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a form's nonce is accepted (WordPress: 12 to 24 hours). */
export const NONCE_TTL_SECONDS = 12 * 60 * 60;

function signature(secret: string, tenantId: string, formId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${tenantId}|${formId}|${expiresAt}`).digest('base64url');
}

/**
 * spec §7: the `security` nonce of a content form, bound to the chain and the form, signed with
 * CONTENT_NONCE_SECRET so any process of the deployment accepts it: `<expires (s)>.<HMAC>`.
 */
export function issueNonce(secret: string, tenantId: string, formId: number, nowMs: number): string {
  const expiresAt = Math.floor(nowMs / 1000) + NONCE_TTL_SECONDS;
  return `${expiresAt}.${signature(secret, tenantId, formId, expiresAt)}`;
}

export function isValidNonce(
  secret: string,
  tenantId: string,
  formId: number,
  nonce: string | undefined,
  nowMs: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(nonce ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs || expiresAt * 1000 > nowMs + NONCE_TTL_SECONDS * 1000) return false;
  const expected = Buffer.from(signature(secret, tenantId, formId, expiresAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
