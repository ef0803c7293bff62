import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.js';

export const NUL_REFUSED_MESSAGE = 'Richiesta non valida: contiene caratteri non ammessi.';

/**
 * Whether a parsed value (string, array, plain object; keys included) holds a NUL byte. Walked with a stack,
 * not recursion: a body nested a million levels deep must not overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      // One by one: spreading a body's 500 000-item array into push() would overflow the stack.
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

function refused(): DomainError {
  return new DomainError('VALIDATION', NUL_REFUSED_MESSAGE, 400);
}

/**
 * ARCHITECTURE §4 "malformed input answers 400 with the envelope": no text of the shop holds a NUL byte, and
 * PostgreSQL refuses one in any text value (SQLite keeps it), so a NUL anywhere in a request — path, query,
 * headers, cookies or body — is refused before it reaches a route, the same on both databases. Registered
 * after the cookie parser, before the session is looked up.
 */
export const inputGuardPlugin = fp(
  (app, _opts, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const url = request.url;
      if (url.includes('\u0000') || /%00/i.test(url)) return next(refused());
      if (containsNul(request.params) || containsNul(request.query)) return next(refused());
      if (containsNul(request.headers) || containsNul(request.cookies)) return next(refused());
      next();
    });
    app.addHook('preValidation', (request, _reply, next) => {
      next(containsNul(request.body) ? refused() : undefined);
    });
    done();
  },
  { name: 'input-guard' },
);
