import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema } from '@spesa/shared/auth/login.contract';
import { ACCOUNT_HEADER, envelopeSchema } from '@spesa/shared/common/envelope.contract';
import type { Actor } from '../../lib/actor.js';
import { clientSignal } from '../../lib/client-signal.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.plugin.js';
import { sessionEnvelopeUser } from '../account/session-envelope-user.js';
import { presentedHumanCheckToken } from '../human-check/human-check.routes.js';
import type { AuthService } from './auth.service.js';
import { LoginThrottledError } from './login-throttle.js';

const userSchema = z.object({
  userId: z.number().int(),
  login: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  profileConfirmed: z.boolean().optional(),
});

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Runs once the shopper is logged in (the anonymous cart joins theirs); a failure does not undo the login. */
  afterLogin?: (request: FastifyRequest, reply: FastifyReply, actor: Actor) => Promise<void>;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, afterLogin }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password (form-encoded or JSON)',
        body: loginBodySchema,
        response: { 200: envelopeSchema(z.object({ user: userSchema, cartId: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const result = await auth
        .login({
          tenantId: request.tenant.code,
          login: request.body.login,
          password: request.body.password,
          rememberMe: request.body.remember_me ?? true,
          ip: request.ip,
          previousToken: request.sessionToken,
          humanCheckToken: presentedHumanCheckToken(request),
          signal: clientSignal(request, reply),
        })
        .catch((error: unknown) => {
          if (error instanceof LoginThrottledError) {
            reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
          }
          throw error;
        });
      setSessionCookie(request, reply, result.token, result.rememberMe ? result.expiresAt : undefined);
      // API-COMPAT "Envelope": clients that cannot read cookies take the token from this header.
      reply.header(ACCOUNT_HEADER, result.token);
      // The new session is the next request's: this one's actor is still the one it came in with.
      const actor = { tenantId: request.tenant.code, userId: result.user.userId };
      await afterLogin?.(request, reply, actor).catch((error: unknown) => {
        request.log.error({ err: error }, 'after-login work failed');
      });
      const { profileLevel: _level, ...user } = result.user;
      return envelope({ user, cartId: result.cartId }, user);
    },
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.tenant.code, request.sessionToken);
      clearSessionCookie(request, reply);
      return envelope({}, ANONYMOUS);
    },
  );

  r.get(
    '/auth/test',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in (userId -1 when nobody)',
        querystring: z.object({
          operation: z.string().max(100).optional(),
          show_sectors: z.string().max(10).optional(),
        }),
        response: { 200: envelopeSchema(z.object({ user: userSchema })) },
      },
    },
    async (request) => {
      const sessionUser = request.sessionUser;
      const user = sessionUser ? sessionEnvelopeUser(sessionUser) : ANONYMOUS;
      return envelope({ user }, user);
    },
  );
};
