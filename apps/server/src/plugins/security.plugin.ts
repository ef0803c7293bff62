import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import { TENANTS } from '@spesa/tenants/tenants';
import type { AppConfig } from '../config.js';
import { analyticsOrigins } from '../lib/analytics-origins.js';
import { isOriginAllowed, ORIGIN_REFUSED_MESSAGE } from '../lib/cross-site-guard.js';
import { DomainError } from '../lib/domain-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The headers that carry a shopper's credentials or anonymous cart, in a request or in an answer. */
const CREDENTIAL_HEADERS = ['x-ebsn-session', 'x-ebsn-account', 'x-ebsn-cart'];

/**
 * An API answer is someone's when the request presented credentials (a cookie, a session, account or cart
 * header) or the answer hands some out, and every answer of the login and logout calls is.
 */
export function isPersonalAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.url.startsWith(`${API_PREFIX}/`)) return false;
  if (request.url.startsWith(`${API_PREFIX}/auth/`)) return true;
  if (request.headers.cookie || reply.hasHeader('set-cookie')) return true;
  return CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined || reply.hasHeader(name));
}

/**
 * Helmet's headers, computed once: they do not depend on the request, so every answer gets the same
 * precomputed set instead of running helmet's middleware chain per request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers every answer carries (ARCHITECTURE §2: the CSP allows no inline script), worked out once from the
 * configuration: also sent by the answers made before Fastify (lib/direct-answers.ts).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const isHttps = config.trustProxy;
  // ARCHITECTURE §6 Content: the web app reads a chain's real WordPress (and its pictures) from its origin.
  const contentOrigins = [...new Set([...config.contentUrls.values()].map((url) => new URL(url).origin))];
  // spec §1: a chain's third-party analytics loads after consent, from the origins its setting names.
  const analytics = analyticsOrigins(TENANTS.map((tenant) => tenant.settings.analytics));
  // spec §7: Google's reCAPTCHA v3 script, frame and calls, only when a chain chose it over ALTCHA.
  const recaptcha = TENANTS.some((tenant) => tenant.settings.humanCheck.provider === 'recaptcha')
    ? ['https://www.google.com', 'https://www.gstatic.com']
    : [];
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.script, ...recaptcha],
        // MUI/emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...contentOrigins, ...analytics.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...contentOrigins, ...analytics.connect, ...recaptcha],
        // spec §2 and §9: the embedded video dialog and the videos in content play YouTube and Vimeo players.
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          ...recaptcha,
        ],
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
}

export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('allowedOrigins', config.allowedOrigins);
    const headers = securityHeaders(config);
    // One hook for both (it runs on every request): the headers, then the CSRF defence in depth beside
    // SameSite=Lax: state-changing calls from another site are refused.
    app.addHook('onRequest', (request, reply, next) => {
      reply.headers(headers);
      if (SAFE_METHODS.has(request.method)) return next();
      const origin = request.headers.origin;
      if (origin && !isOriginAllowed(origin, request.headers.host, config.allowedOrigins)) {
        return next(new DomainError('ORIGIN_REFUSED', ORIGIN_REFUSED_MESSAGE, 403, 403));
      }
      next();
    });

    // Answers with personal data (profile, orders, cart, addresses, session, wish lists) are never kept by the
    // browser or a shared cache; an answer that chose its own caching keeps it.
    app.addHook('onSend', (request, reply, payload, next) => {
      if (!reply.hasHeader('cache-control') && isPersonalAnswer(request, reply)) {
        reply.header('cache-control', 'no-store');
      }
      next(null, payload);
    });
  },
  { name: 'security' },
);
