import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_AJAX_ACTION,
  CONTENT_UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@spesa/shared/content/content-form.contract';
import { isDatabaseUnavailable } from '../../db/db-unavailable.js';
import { DomainError } from '../../lib/domain-error.js';
import { SERVICE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../plugins/error-handler.plugin.js';
import type { CachedAnswer } from './content-cache.js';
import { ContentError } from './content-error.js';
import { FormRefusal, type ContentFormService, type ReceivedFile } from './content-form.service.js';
import { awardSvg, flyerPageSvg, slideSvg } from './content-images.js';
import { intParam, param, type RawQuery } from './content-query.js';
import type { ContentService } from './content.service.js';
import type { HumanCheckService } from '../human-check/human-check.service.js';
import { presentedHumanCheckToken } from '../human-check/human-check.routes.js';

const GENERIC_MESSAGE = 'Si è verificato un errore, riprova tra qualche minuto.';
const BAD_REQUEST_MESSAGE = 'Richiesta non valida.';
const UNKNOWN_ACTION_MESSAGE = 'Azione non riconosciuta.';
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function sendAnswer(reply: FastifyReply, answer: CachedAnswer) {
  return reply
    .headers(answer.headers)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) throw ContentError.notFound('Immagine non trovata.');
  // Drawn by the server from the store's texts (escaped); served as a picture that can run nothing.
  return reply
    .header('content-security-policy', IMAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=3600')
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

function idParam(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value)) throw ContentError.invalidParam(name);
  return Number(value);
}

function slugParam(value: string, name: string): string {
  if (!/^[a-z0-9-]{1,200}$/.test(value)) throw ContentError.invalidParam(name);
  return value;
}

const query = (request: FastifyRequest) => request.query as RawQuery;

/** Reads an admin-ajax multipart body: its text fields and its files (each at most the upload limit). */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ name: part.filename, type: part.mimetype, bytes: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FormRefusal(413, { data: {}, errors: [UPLOAD_MESSAGES.tooBig] });
    if (code === 'FST_FILES_LIMIT')
      throw new FormRefusal(400, { data: {}, errors: [UPLOAD_MESSAGES.tooMany] });
    throw new FormRefusal(400, { data: {}, errors: [BAD_REQUEST_MESSAGE] });
  }
  return { fields, files };
}

/**
 * spec §7 Content: the WordPress REST paths under /p/wp-json, the form endpoint /p/wp-admin/admin-ajax.php and
 * the pictures the store draws, for the chain of the request's Host. Errors answer WordPress's error shape.
 */
export const contentRoutes: FastifyPluginAsync<{
  content: ContentService;
  forms: ContentFormService;
  /** spec §7: a form submission carries a human-check token (token_recaptcha). */
  humanCheck: HumanCheckService;
}> = async (app, { content, forms, humanCheck }) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 256 * 1024, parts: 25 },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FormRefusal) return reply.status(error.status).send(error.body);
    if (error instanceof ContentError) return reply.status(error.status).send(error.toJSON());
    // Refusals of the shared guards (malformed Host, NUL bytes: ARCHITECTURE §4) in WordPress's error shape.
    if (error instanceof DomainError && error.httpStatus < 500) {
      const status = error.httpStatus;
      return reply
        .status(status)
        .send({ code: 'rest_invalid_request', message: error.message, data: { status } });
    }
    if (isDatabaseUnavailable(error)) {
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE, data: { status: 503 } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? UPLOAD_MESSAGES.tooBig : BAD_REQUEST_MESSAGE;
      return reply.status(status).send({ code: 'rest_invalid_request', message, data: { status } });
    }
    request.log.error({ err: error }, 'content API failure');
    return reply.status(500).send({
      code: 'internal_server_error',
      message: GENERIC_MESSAGE,
      data: { status: 500, request_id: request.id },
    });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(ContentError.noRoute().toJSON()));

  const tenantOf = (request: FastifyRequest) => request.tenant.code;

  app.get<{ Params: { location: string } }>(
    '/wp-json/wp-api-menus/v2/menu-locations/:location',
    async (request, reply) =>
      sendAnswer(reply, await content.menuLocation(tenantOf(request), request.params.location)),
  );
  app.get<{ Params: { id: string; timestamp: string; x: string } }>(
    '/wp-json/wp/v2/new_slides/:id/:timestamp/:x',
    async (request, reply) => {
      const { id, timestamp, x } = request.params;
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(x)) throw ContentError.invalidParam('x');
      const noon = /^\d{1,11}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
      if (!Number.isSafeInteger(noon) || noon > 32_503_680_000) throw ContentError.invalidParam('timestamp');
      return sendAnswer(
        reply,
        await content.newSlides(tenantOf(request), idParam(id, 'id'), noon, query(request)),
      );
    },
  );
  app.get<{ Params: { id: string } }>('/wp-json/wp/v2/slides_by_id/:id', async (request, reply) =>
    sendAnswer(reply, await content.slidesById(tenantOf(request), idParam(request.params.id, 'id'))),
  );
  app.get('/wp-json/wp/v2/get_mail_pars', async (request, reply) => {
    const formId = intParam(query(request), 'form_id', 1, 999_999_999);
    if (formId === undefined) throw ContentError.invalidParam('form_id');
    const pars = await forms.mailPars(request.tenant, formId);
    return reply.header('cache-control', 'no-store').send(pars);
  });
  app.get('/wp-json/wp/v2/search', async (request, reply) =>
    sendAnswer(reply, await content.search(tenantOf(request), query(request))),
  );
  app.get<{ Params: { type: string } }>('/wp-json/wp/v2/:type', async (request, reply) =>
    sendAnswer(reply, await content.list(tenantOf(request), request.params.type, query(request))),
  );
  app.get<{ Params: { endpoint: string } }>('/wp-json/custom/v1/:endpoint', async (request, reply) =>
    sendAnswer(reply, await content.custom(tenantOf(request), request.params.endpoint)),
  );
  app.get('/wp-json/custom/ali/search', async (request, reply) =>
    sendAnswer(reply, await content.aliSearch(tenantOf(request), query(request))),
  );

  app.post('/wp-admin/admin-ajax.php', async (request, reply) => {
    const { fields, files } = request.isMultipart()
      ? await readMultipart(request)
      : {
          fields: Object.fromEntries(
            Object.entries((request.body ?? {}) as Record<string, unknown>).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          ),
          files: [],
        };
    const action = param(fields, 'action', 40);
    if (action === CONTENT_AJAX_ACTION.fileUpload)
      return reply.send(await forms.upload(request.tenant, fields, files));
    if (action === CONTENT_AJAX_ACTION.formSubmit) {
      if (files.length > 0)
        throw new FormRefusal(400, { data: {}, errors: { form: { main: BAD_REQUEST_MESSAGE } } });
      await humanCheck
        .verify({
          tenantId: request.tenant.code,
          action: 'contact_form',
          token: presentedHumanCheckToken(request),
          ip: request.ip,
        })
        .catch((error: unknown) => {
          // The form's own refusal shape, so the form shows the reason where it shows its other errors.
          if (!(error instanceof DomainError)) throw error;
          throw new FormRefusal(error.httpStatus === 200 ? 403 : error.httpStatus, {
            data: {},
            errors: { form: { main: error.message } },
          });
        });
      return reply.send(await forms.submit(request.tenant, fields));
    }
    throw new FormRefusal(400, { data: {}, errors: [UNKNOWN_ACTION_MESSAGE] });
  });

  const postBySlug = async (tenantId: string, type: string, slug: string) =>
    (await content.snapshot(tenantId)).posts.find((p) => p.row.type === type && p.row.slug === slug);

  app.get<{ Params: { slug: string; page: string } }>(
    '/wp-content/uploads/volantini/:slug/:page',
    async (request, reply) => {
      const pageMatch = /^pagina-(\d{1,3})\.svg$/.exec(request.params.page);
      if (!pageMatch) throw ContentError.notFound('Immagine non trovata.');
      const post = await postBySlug(tenantOf(request), 'flyer', slugParam(request.params.slug, 'slug'));
      return sendSvg(reply, post && flyerPageSvg(request.tenant, post, Number(pageMatch[1])));
    },
  );
  app.get<{ Params: { file: string } }>('/wp-content/uploads/slide/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,200})-(desktop|mobile)\.svg$/.exec(request.params.file);
    const post = match ? await postBySlug(tenantOf(request), 'slide', match[1]!) : undefined;
    return sendSvg(reply, post && slideSvg(request.tenant, post, match?.[2] === 'mobile'));
  });
  app.get<{ Params: { file: string } }>('/wp-content/uploads/premi/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,200})\.svg$/.exec(request.params.file);
    const post = match ? await postBySlug(tenantOf(request), 'award', match[1]!) : undefined;
    return sendSvg(reply, post && awardSvg(request.tenant, post));
  });
};
