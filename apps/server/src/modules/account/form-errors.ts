import type { z } from 'zod';
import { ACCOUNT_FIELD_LABELS } from '@spesa/shared/account/account-fields.contract';
import { DomainError } from '../../lib/domain-error.js';

/**
 * Checks a form with the shared rules of spec §5; a refusal names each wrong field with the rule's own
 * Italian message, as the form shows it.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const text = [...byField]
    .map(([field, message]) => `${ACCOUNT_FIELD_LABELS[field] ?? field}: ${message}`)
    .join('; ');
  throw new DomainError('INVALID_FIELDS', `${text}.`);
}
