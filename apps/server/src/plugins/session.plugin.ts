import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_COOKIE,
  ACCOUNT_HEADER,
  SESSION_COOKIE,
  SESSION_HEADER,
} from '@spesa/shared/common/envelope.contract';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { SessionUser } from '../modules/auth/session-user.js';
import type { Actor } from '../lib/actor.js';
import { NotLoggedInError } from '../lib/domain-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this tenant, or null. */
    sessionUser: SessionUser | null;
    sessionToken: string | undefined;
    /** The session's user on this tenant, as services take it; null when nobody is logged in. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest): SessionUser;
    requireActor(request: FastifyRequest): Actor;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The session token, under Spesa's name or the original platform's (API-COMPAT "Envelope": X-Ebsn-Account),
 * cookie first. A cookie of either name travels by itself from a page of another site, so both meet the same
 * cross-site checks (security plugin, lib/cross-site-guard.ts), which look at the request, not at the cookie's
 * name; a header is only ever sent by the client's own code.
 */
export function presentedToken(request: FastifyRequest): string | undefined {
  const token =
    request.cookies[SESSION_COOKIE] ??
    request.cookies[ACCOUNT_COOKIE] ??
    headerValue(request, SESSION_HEADER) ??
    headerValue(request, ACCOUNT_HEADER);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  persistentUntil: number | undefined,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(persistentUntil ? { expires: new Date(persistentUntil) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
  reply.clearCookie(SESSION_COOKIE, options);
  if (request.cookies[ACCOUNT_COOKIE] !== undefined) reply.clearCookie(ACCOUNT_COOKIE, options);
}

/** A session belongs to one tenant: presented on another tenant's host it resolves to nobody. */
export const sessionPlugin = fp<{ auth: AuthService }>(
  (app, { auth }, done) => {
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('actor', null);
    app.decorate('requireUser', (request: FastifyRequest) => {
      if (!request.sessionUser) throw new NotLoggedInError();
      return request.sessionUser;
    });
    app.decorate('requireActor', (request: FastifyRequest) => {
      if (!request.actor) throw new NotLoggedInError();
      return request.actor;
    });
    app.addHook('onRequest', (request, _reply, next) => {
      const token = request.url.startsWith('/ebsn/') ? presentedToken(request) : undefined;
      // Most catalogue calls are anonymous: no promise, no database round trip for them.
      if (!token) return next();
      request.sessionToken = token;
      auth.resolveSession(request.tenant.code, token).then(
        (session) => {
          request.sessionUser = session?.user ?? null;
          request.actor = session ? { tenantId: request.tenant.code, userId: session.user.userId } : null;
          next();
        },
        (error: Error) => next(error),
      );
    });
    done();
  },
  { name: 'session', dependencies: ['tenant'] },
);
