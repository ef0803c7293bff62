import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config.js';
import { DomainError } from '../lib/domain-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the browser-sent Origin is this host or an allowed app origin (mobile wrapper). */
export function isOriginAllowed(
  origin: string,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host.toLowerCase() === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const isHttps = config.trustProxy;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/emotion inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          manifestSrc: ["'self'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });

    // CSRF defence in depth beside SameSite=Lax: state-changing calls from another site are refused.
    app.addHook('onRequest', (request, _reply, next) => {
      if (SAFE_METHODS.has(request.method)) return next();
      const origin = request.headers.origin;
      if (origin && !isOriginAllowed(origin, request.headers.host, config.allowedOrigins)) {
        return next(new DomainError('ORIGIN_REFUSED', 'Origine della richiesta non consentita.', 403, 403));
      }
      next();
    });
  },
  { name: 'security' },
);
