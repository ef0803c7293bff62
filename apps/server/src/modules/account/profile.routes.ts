import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyDataSchema } from '@spesa/shared/account/account-fields.contract';
import {
  ANONYMIZE_DONE_MESSAGE,
  ANONYMIZE_SENT_MESSAGE,
  EMAIL_CHANGE_SENT_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  USERNAME_SAVED_MESSAGE,
  anonymizeTokenCheckSchema,
  updateEmailRequestSchema,
  updateEmailSchema,
  updatePasswordSchema,
  updateUsernameSchema,
  userAnonymizeSchema,
} from '@spesa/shared/account/account-security.contract';
import {
  DISCLAIMERS_SAVED_MESSAGE,
  checkDisclaimerDataSchema,
  disclaimerListQuerySchema,
  registrationDisclaimersDataSchema,
  updateDisclaimerBodySchema,
} from '@spesa/shared/account/disclaimer.contract';
import { giftCertificateListDataSchema } from '@spesa/shared/account/gift-certificate.contract';
import {
  COMPLETE_PROFILE_LEVEL,
  PROFILE_SAVED_MESSAGE,
  updateBillingAddressBodySchema,
  updateContactBodySchema,
  updateUserDetailBodySchema,
  userDetailDataSchema,
  userPersonFiscalDataSchema,
  type UserDetail,
} from '@spesa/shared/account/user-detail.contract';
import { envelopeSchema, type EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import { clearSessionCookie } from '../../plugins/session.plugin.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import type { AccountSecurityService } from './account-security.service.js';
import type { GiftCertificateService } from '../cart/gift-certificate.service.js';
import { mailLinkOrigin } from './mail-link-origin.js';
import type { ProfileService } from './profile.service.js';
import { refuseCrossSite } from '../../lib/cross-site-guard.js';
import { queryOrBodyRoute } from '../../lib/query-or-body.js';
import { sessionEnvelopeUser } from './session-envelope-user.js';

const TAGS = ['profile'];
const emptyAnswer = { 200: envelopeSchema(emptyDataSchema) };
const detailAnswer = { 200: envelopeSchema(userDetailDataSchema) };
const SESSION: Record<string, string[]>[] = [{ session: [] }, { sessionHeader: [] }];

function userOf(detail: UserDetail): EnvelopeUser {
  return {
    userId: detail.userId,
    login: detail.login,
    firstName: detail.firstName,
    lastName: detail.lastName,
    profileConfirmed: detail.profile.level >= COMPLETE_PROFILE_LEVEL,
  };
}

export const profileRoutes: FastifyPluginAsync<{
  profile: ProfileService;
  security: AccountSecurityService;
  deletion: AccountDeletionService;
  giftCertificates: GiftCertificateService;
  linkConfig: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>;
}> = async (app, { profile, security, deletion, giftCertificates, linkConfig }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/registration/user_detail',
    { schema: { tags: TAGS, summary: "The shopper's profile", security: SESSION, response: detailAnswer } },
    async (request) => {
      const detail = await profile.detail(app.requireActor(request));
      return envelope({ user: detail }, userOf(detail));
    },
  );

  r.post(
    '/registration/update_user_detail',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the person: names, fiscal code, birth date, fidelity card',
        security: SESSION,
        body: updateUserDetailBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const detail = await profile.updatePerson(app.requireActor(request), request.tenant, request.body);
      return envelope({ user: detail }, userOf(detail), [PROFILE_SAVED_MESSAGE]);
    },
  );

  r.post(
    '/registration/update_contact',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the phone numbers',
        security: SESSION,
        body: updateContactBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const detail = await profile.updateContact(app.requireActor(request), request.body);
      return envelope({ user: detail }, userOf(detail), [PROFILE_SAVED_MESSAGE]);
    },
  );

  r.post(
    '/registration/update_billing_address',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the billing data',
        security: SESSION,
        body: updateBillingAddressBodySchema,
        response: detailAnswer,
      },
    },
    async (request) => {
      const detail = await profile.updateBilling(app.requireActor(request), request.body);
      return envelope({ user: detail }, userOf(detail), [PROFILE_SAVED_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['POST'],
    '/registration/update_username',
    {
      tags: TAGS,
      summary: 'Choose a user name',
      security: SESSION,
      params: updateUsernameSchema,
      response: detailAnswer,
    },
    async (request, _reply, params) => {
      const detail = await profile.updateUsername(app.requireActor(request), params.username ?? undefined);
      return envelope({ user: detail }, userOf(detail), [USERNAME_SAVED_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/update_email_request',
    {
      tags: TAGS,
      summary: 'Mail a link to the new address to confirm a change of e-mail',
      security: SESSION,
      params: updateEmailRequestSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      await security.requestEmailChange(app.requireActor(request), {
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        newEmail: params.new_email ?? undefined,
      });
      return envelope({}, user, [EMAIL_CHANGE_SENT_MESSAGE]);
    },
  );

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/update_email',
    {
      tags: TAGS,
      summary: 'Confirm a change of e-mail with the token mailed to the new address',
      params: updateEmailSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await security.confirmEmailChange({ tenant: request.tenant, token: params.token ?? '' });
      return envelope({}, ANONYMOUS, [EMAIL_CHANGED_MESSAGE]);
    },
  );
  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/update_password',
    {
      tags: TAGS,
      summary: 'Change the password; the sessions on other devices end',
      security: SESSION,
      params: updatePasswordSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      await security.changePassword(app.requireActor(request), {
        tenant: request.tenant,
        origin: mailLinkOrigin(request, linkConfig),
        sessionToken: request.sessionToken,
        oldPassword: params.old_password ?? undefined,
        newPassword: params.new_password ?? undefined,
      });
      return envelope({}, user, [PASSWORD_CHANGED_MESSAGE]);
    },
  );

  r.get(
    '/user-person-fiscal/list',
    {
      schema: {
        tags: TAGS,
        summary: "Who the shopper's invoices can be made out to",
        security: SESSION,
        response: { 200: envelopeSchema(userPersonFiscalDataSchema) },
      },
    },
    async (request) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      return envelope({ userPersonFiscals: await profile.personFiscals(app.requireActor(request)) }, user);
    },
  );

  r.get(
    '/user-registration-disclaimer/list-by-type',
    {
      schema: {
        tags: TAGS,
        summary: "The chain's consents with the shopper's answers",
        security: SESSION,
        querystring: disclaimerListQuerySchema,
        response: { 200: envelopeSchema(registrationDisclaimersDataSchema) },
      },
    },
    async (request) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      return envelope(
        { registrationDisclaimers: await profile.disclaimers(app.requireActor(request), request.tenant) },
        user,
      );
    },
  );

  r.get(
    '/user-registration-disclaimer/check-disclaimer',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the shopper still has to accept a required consent',
        security: SESSION,
        querystring: disclaimerListQuerySchema.pick({ registration_module_type_id: true }),
        response: { 200: envelopeSchema(checkDisclaimerDataSchema) },
      },
    },
    async (request) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      return envelope(await profile.checkDisclaimers(app.requireActor(request), request.tenant), user);
    },
  );

  r.post(
    '/user-registration-disclaimer/update-disclaimer',
    {
      schema: {
        tags: TAGS,
        summary: "Save the shopper's consents",
        security: SESSION,
        body: updateDisclaimerBodySchema,
        response: { 200: envelopeSchema(registrationDisclaimersDataSchema) },
      },
    },
    async (request) => {
      const user = sessionEnvelopeUser(app.requireUser(request));
      const disclaimers = await profile.updateDisclaimers(
        app.requireActor(request),
        request.tenant,
        request.body.registrationDisclaimers,
      );
      return envelope({ registrationDisclaimers: disclaimers }, user, [DISCLAIMERS_SAVED_MESSAGE]);
    },
  );

  // spec §7 lists it as GET; POST as well. The GET is refused from another site like every state-changing GET.
  for (const method of ['GET', 'POST'] as const) {
    r.route({
      method,
      url: '/registration/anonymize_token_request',
      ...(method === 'GET' ? { preHandler: refuseCrossSite } : {}),
      schema: {
        tags: TAGS,
        summary: 'Mail the link that confirms the deletion of the account',
        security: SESSION,
        response: emptyAnswer,
      },
      handler: async (request) => {
        const user = sessionEnvelopeUser(app.requireUser(request));
        await deletion.requestToken(app.requireActor(request), {
          tenant: request.tenant,
          origin: mailLinkOrigin(request, linkConfig),
        });
        return envelope({}, user, [ANONYMIZE_SENT_MESSAGE]);
      },
    });
  }

  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/anonymize_token_check',
    {
      tags: TAGS,
      summary: 'Whether an account deletion link still works',
      params: anonymizeTokenCheckSchema,
      response: emptyAnswer,
    },
    async (request, _reply, params) => {
      await deletion.checkToken({
        tenant: request.tenant,
        login: params.login ?? undefined,
        token: params.token ?? '',
      });
      return envelope({}, ANONYMOUS);
    },
  );
  queryOrBodyRoute(
    app,
    ['GET', 'POST'],
    '/registration/user_anonymize',
    {
      tags: TAGS,
      summary: 'Delete the account (its personal data), refused while an order is being delivered',
      security: SESSION,
      params: userAnonymizeSchema,
      response: emptyAnswer,
    },
    async (request, reply, params) => {
      await deletion.anonymize(app.requireActor(request), {
        tenant: request.tenant,
        login: params.login ?? undefined,
        token: params.token ?? '',
      });
      clearSessionCookie(request, reply);
      return envelope({}, ANONYMOUS, [ANONYMIZE_DONE_MESSAGE]);
    },
  );

  const giftQuery = z.object({ show_sectors: z.string().max(10).optional() });
  for (const [url, manualOnly] of [
    ['/giftcertificate/list', false],
    ['/giftcertificate/list-manual-assigned', true],
  ] as const) {
    r.get(
      url,
      {
        schema: {
          tags: ['gift codes'],
          summary: manualOnly
            ? "The shopper's discount codes assigned by hand"
            : "The shopper's discount codes usable now",
          security: SESSION,
          querystring: giftQuery,
          response: { 200: envelopeSchema(giftCertificateListDataSchema) },
        },
      },
      async (request) => {
        const user = sessionEnvelopeUser(app.requireUser(request));
        const list = await giftCertificates.list(app.requireActor(request), { manualOnly });
        return envelope({ giftCertificates: list }, user);
      },
    );
  }
};
