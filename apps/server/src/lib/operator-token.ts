import { timingSafeEqual } from 'node:crypto';

/** Whether the presented X-Operator-Token is the configured one (none configured: never), in constant time. */
export function isOperatorTokenValid(expected: string | undefined, presented: unknown): boolean {
  if (!expected || typeof presented !== 'string' || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
