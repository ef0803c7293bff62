import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import { acceptsGzip, answerBody, JSON_TYPE, type EncodedAnswer } from './envelope.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** What the lane needs of the app, known once its plugins and routes are registered. */
export interface DirectAnswerParts {
  /** The chain's code of a Host header, undefined for a malformed one (tenant plugin). */
  tenantOf(hostHeader: string | undefined): string | undefined;
  /** A chain's known anonymous answer of a URL that no guard of the full path concerns (known-answers.ts). */
  answerOf(tenantCode: string, url: string): EncodedAnswer | undefined;
  /** Whether a request arriving now is refused with 503 (load-shedding plugin). */
  isShedding(): boolean;
  /** The headers every answer carries (security plugin). */
  headers: Readonly<Record<string, string>>;
}

export interface DirectAnswers {
  /** The server's request handler: a known anonymous answer at once, anything else to `full` (Fastify's). */
  handler(full: Handler): Handler;
  /** Starts answering, with the app's parts; until then (and after close) every request takes the full path. */
  open(parts: DirectAnswerParts): void;
  close(): void;
}

/** The request headers that carry a shopper's credentials or cart (session plugin, security plugin). */
const PERSONAL_HEADERS = ['cookie', 'x-ebsn-session', 'x-ebsn-account', 'x-ebsn-cart'];
const API_PATH = `${API_PREFIX}/`;

/**
 * A GET under the API from a visitor without a session, cookie or cart, with no body and no NUL byte in its
 * headers: nothing of the full path's hooks would change its answer (the cookie parser, the session, the input
 * guard and the personal answers' cache-control all concern what it lacks).
 */
function isPlainAnonymousGet(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || !request.url?.startsWith(API_PATH)) return false;
  const { headers } = request;
  if (PERSONAL_HEADERS.some((name) => headers[name] !== undefined)) return false;
  if (headers['transfer-encoding'] !== undefined) return false;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
  return !request.rawHeaders.some((text) => text.includes('\u0000'));
}

/** The header list of an answer, in the order Fastify's path sends them: the common ones, then its own. */
function headerList(common: readonly string[], body: Buffer, gzip: boolean): string[] {
  const list = [...common, 'vary', 'Accept-Encoding'];
  if (gzip) list.push('content-encoding', 'gzip');
  list.push('content-type', JSON_TYPE, 'content-length', String(body.length));
  return list;
}

/**
 * Answers before Fastify (routing, request objects, the hooks) the catalogue's known anonymous answers
 * (modules/catalogue/known-answers.ts): the same bytes and headers as the full path sends them, for the
 * requests whose answer no hook would change. Everything else, and every request while the process sheds
 * load or closes, goes to Fastify unchanged.
 */
export function createDirectAnswers(): DirectAnswers {
  let parts: DirectAnswerParts | undefined;
  let common: string[] = [];

  const tryAnswer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (parts === undefined || !isPlainAnonymousGet(request)) return false;
    const tenantCode = parts.tenantOf(request.headers.host);
    const answer = tenantCode === undefined ? undefined : parts.answerOf(tenantCode, request.url!);
    if (answer === undefined || parts.isShedding()) return false;
    const { body, gzip } = answerBody(answer, acceptsGzip(request.headers['accept-encoding']));
    response.writeHead(200, headerList(common, body, gzip));
    response.end(body);
    return true;
  };

  return {
    handler: (full) => (request, response) => {
      if (!tryAnswer(request, response)) full(request, response);
    },
    open(opened) {
      parts = opened;
      common = Object.entries(opened.headers).flat();
    },
    close() {
      parts = undefined;
    },
  };
}
