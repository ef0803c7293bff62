import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyDataSchema } from '@spesa/shared/account/account-fields.contract';
import {
  disclaimerListQuerySchema,
  registrationDisclaimersDataSchema,
} from '@spesa/shared/account/disclaimer.contract';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  passwordResetSchema,
  passwordResetTokenCheckSchema,
  passwordResetTokenRequestSchema,
} from '@spesa/shared/account/password-reset.contract';
import {
  REGISTRATION_CONFIRMED_MESSAGE,
  REGISTRATION_RESENT_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
  registerUserBodySchema,
  registrationConfirmQuerySchema,
  registrationResendQuerySchema,
} from '@spesa/shared/account/registration.contract';
import { ACCOUNT_HEADER, envelopeSchema } from '@spesa/shared/common/envelope.contract';
import type { AppConfig } from '../../config.js';
import { ANONYMOUS, envelope, envelopeUserOf } from '../../lib/envelope.js';
import { setSessionCookie } from '../../plugins/session.plugin.js';
import type { AuthService } from '../auth/auth.service.js';
import type { HumanCheckService } from '../human-check/human-check.service.js';
import { presentedHumanCheckToken } from '../human-check/human-check.routes.js';
import { mailLinkOrigin } from './mail-link-origin.js';
import type { PasswordResetService } from './password-reset.service.js';
import { queryOrBodyRoute } from '../../lib/query-or-body.js';
import type { RegistrationService } from './registration.service.js';

const TAGS = ['registration'];
const emptyAnswer = { 200: envelopeSchema(emptyDataSchema) };

export const registrationRoutes: FastifyPluginAsync<{
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  /** spec §7: registration and the password-reset request carry a human-check token (token_recaptcha). */
  humanCheck: HumanCheckService;
  /** Signs the shopper in once the registration is confirmed. */
  auth: AuthService;
  linkConfig: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>;
}> = async (app, { registration, passwordReset, humanCheck, auth, linkConfig }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/registration-disclaimer/list',
    {
      schema: {
        tags: TAGS,
        summary: "The chain's consents for the registration form (spec §3 registration disclaimers)",
        querystring: disclaimerListQuerySchema,
        response: { 200: envelopeSchema(registrationDisclaimersDataSchema) },
      },
    },
    async (request) =>
      envelope(
        { registrationDisclaimers: registration.disclaimers(request.tenant) },
        request.sessionUser ?? ANONYMOUS,
      ),
  );

  r.post(
    '/registration/register_user',
    {
      schema: {
        tags: TAGS,
        summary: 'Register a shopper; the account exists once the e-mailed link is opened',
        body: registerUserBodySchema,
        response: emptyAnswer,
      },
    },
    async (request) => {
      await humanCheck.verify({
        tenantId: request.tenant.code,
        action: 'registration',
        token: presentedHumanCheckToken(request),
        ip: request.ip,
      });
      await registration.register({
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        body: request.body,
      });
      return envelope({}, ANONYMOUS, [REGISTRATION_SENT_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/registration_confirm',
    {
      tags: TAGS,
      summary: 'Confirm a registration with the code of its e-mail; the shopper is signed in',
      params: registrationConfirmQuerySchema,
      response: emptyAnswer,
    },
    async (request, reply, params) => {
      const email = params.e_mail ?? '';
      await registration.confirm({ tenant: request.tenant, email, code: params.reg_control_code ?? '' });
      // The e-mailed code proves the address: the new shopper goes on shopping signed in.
      const session = await auth.signInConfirmed({
        tenantId: request.tenant.code,
        email,
        previousToken: request.sessionToken,
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      // API-COMPAT "Envelope": clients that cannot read cookies take the token from this header.
      reply.header(ACCOUNT_HEADER, session.token);
      return envelope({}, envelopeUserOf(session.user), [REGISTRATION_CONFIRMED_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/registration_resend_email',
    {
      tags: TAGS,
      summary: 'Send the confirmation e-mail again (the same answer for any address)',
      params: registrationResendQuerySchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await registration.resend({
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        email: params.e_mail ?? '',
      });
      return envelope({}, ANONYMOUS, [REGISTRATION_RESENT_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/password_reset_token_request',
    {
      tags: TAGS,
      summary: 'Mail a password reset link (the same answer, as fast, for any address)',
      params: passwordResetTokenRequestSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await humanCheck.verify({
        tenantId: request.tenant.code,
        action: 'password_reset',
        token: presentedHumanCheckToken(request),
        ip: request.ip,
      });
      await passwordReset.request({
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        email: params.e_mail || params.login || '',
        fiscalCode: params.fiscal_code ?? undefined,
      });
      return envelope({}, ANONYMOUS, [PASSWORD_RESET_SENT_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/password_reset_token_check',
    {
      tags: TAGS,
      summary: 'Whether a password reset link still works',
      params: passwordResetTokenCheckSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await passwordReset.check({
        tenant: request.tenant,
        email: params.e_mail || params.login || undefined,
        token: params.reset_token ?? '',
      });
      return envelope({}, ANONYMOUS);
    },
  );

  // spec §7 lists it as GET: a client of the original platform sends the new password in the query. The server
  // logs no address, the GET is refused from another site, and the web app itself always POSTs.
  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/password_reset',
    {
      tags: TAGS,
      summary: 'Set a new password with a reset link; every session of the account ends',
      params: passwordResetSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await passwordReset.reset({
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        email: params.e_mail || params.login || undefined,
        token: params.reset_token ?? '',
        password: params.password ?? undefined,
      });
      return envelope({}, ANONYMOUS, [PASSWORD_RESET_DONE_MESSAGE]);
    },
  );
};
