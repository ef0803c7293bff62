import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptsGzip,
  ANONYMOUS,
  answerBody,
  encodedAnonymousAnswer,
  envelopePieces,
  envelopeUserOf,
  GZIP_MIN_BYTES,
  JSON_TYPE,
  type EncodedAnswer,
} from '../../lib/envelope.js';
import { dataJsonLength, type DataJson, type JsonPieces } from '../../lib/json-bytes.js';

const MAX_URLS = 4_000;
const MAX_BYTES = 48 * 1024 * 1024;
/** Fast on a busy server, and still about a tenth of a search page's JSON (level 6: a twelfth). */
const PERSONAL_GZIP_LEVEL = 4;
const gzipAsync = promisify(gzip);

interface KnownAnswer {
  /** The stamp of the catalogue the answer was built from (catalogue-cache.ts). */
  stamp: string;
  answer: EncodedAnswer;
  /** No guard of the full path concerns its URL (a search counted by the rate limits does): see `direct`. */
  unguarded: boolean;
}

export interface KnownAnswers {
  /**
   * onRequest hook of a cached catalogue GET: a request without a session whose URL this process already
   * answered from the catalogue it answers from now gets the same bytes at once. The URL was valid then and
   * the answer is the same now, so neither the query's schema, the handler, nor the cache key runs again.
   */
  serve: onRequestHookHandler;
  /**
   * Sends `dataJson` in the envelope: the session's user, or the anonymous answer's bytes (gzip when
   * accepted). A `shared` anonymous answer is remembered for its URL when `stamp` (the catalogue's, read
   * before it was built) is still the catalogue's now: then the answer was built from that catalogue. One that
   * is not shared (asked past the cache) is sent as built: nothing is kept or compressed for a one-off answer.
   * A logged-in shopper's answer is compressed for them alone (gzip when accepted), off the event loop.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    dataJson: DataJson,
    stamp: string | undefined,
    shared: boolean,
  ): Promise<void>;
  /**
   * The answer of a chain's URL that may be sent before Fastify (lib/direct-answers.ts): known, built from the
   * catalogue the chain has now, and concerning no guard of the full path; else undefined.
   */
  direct(tenantCode: string, url: string): EncodedAnswer | undefined;
}

export interface KnownAnswersOptions {
  /**
   * The tenant's catalogue stamp when known without asking the database (CatalogueService.knownStamp); unknown,
   * every request takes the full path.
   */
  stampOf: (tenantId: string) => string | undefined;
  /** Whether a request is counted by a guard (the rate limits) that an answer before Fastify would skip. */
  isGuarded: (request: FastifyRequest) => boolean;
}

function sendAnonymous(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const { body, gzip } = answerBody(answer, acceptsGzip(request.headers['accept-encoding']));
  reply.header('vary', 'Accept-Encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.type(JSON_TYPE).send(body);
}

/**
 * An answer sent once, as the pieces it was built from, written to the socket together (one `writev`): a copy
 * of the whole 80 kB answer per request is memory the collector finds only later, and under load the server's
 * resident memory grew by a hundred megabytes waiting for it.
 */
function sendPieces(reply: FastifyReply, pieces: JsonPieces, length = dataJsonLength(pieces)): void {
  const body = new Readable({ read() {} });
  for (const piece of pieces) body.push(piece);
  body.push(null);
  reply.type(JSON_TYPE).header('content-length', length).send(body);
}

/**
 * A logged-in shopper's answer: theirs alone, so compressed for this request when the browser accepts gzip (a
 * search page is 80 kB of JSON, 8 kB compressed: what a phone waits for), on libuv's thread pool so the event
 * loop goes on serving meanwhile.
 */
async function sendPersonal(request: FastifyRequest, reply: FastifyReply, pieces: JsonPieces): Promise<void> {
  reply.header('vary', 'Accept-Encoding');
  const length = dataJsonLength(pieces);
  if (!acceptsGzip(request.headers['accept-encoding']) || length <= GZIP_MIN_BYTES) {
    sendPieces(reply, pieces, length);
    return;
  }
  const zipped = await gzipAsync(Buffer.concat(pieces, length), { level: PERSONAL_GZIP_LEVEL });
  reply.type(JSON_TYPE).header('content-encoding', 'gzip').send(zipped);
}

/**
 * The anonymous catalogue answers of this process by tenant and request URL, each for the catalogue stamp it
 * was built from: the answer cache (catalogue-cache.ts) stays the source, versioned by catalogue; this only
 * spares a known URL the per-request work before it.
 */
export function createKnownAnswers({ stampOf, isGuarded }: KnownAnswersOptions): KnownAnswers {
  const byUrl = new LRUCache<string, KnownAnswer>({
    max: MAX_URLS,
    maxSize: MAX_BYTES,
    // The gzip bytes, made when first asked for, are about a tenth of the JSON.
    sizeCalculation: (known) => Math.ceil(known.answer.identity.length * 1.1) + 64,
  });
  const keyOf = (tenantCode: string, url: string) => `${tenantCode}\n${url}`;
  const fresh = (tenantCode: string, url: string) => {
    const known = byUrl.get(keyOf(tenantCode, url));
    return known !== undefined && known.stamp === stampOf(tenantCode) ? known : undefined;
  };

  return {
    serve(request, reply, done) {
      if (request.method !== 'GET' || request.sessionToken !== undefined) return done();
      const known = fresh(request.tenant.code, request.url);
      if (known === undefined) return done();
      // Answered here: the hook ends the request instead of calling done().
      void sendAnonymous(request, reply, known.answer);
    },

    async send(request, reply, dataJson, stamp, shared) {
      if (request.sessionUser)
        return sendPersonal(request, reply, envelopePieces(dataJson, envelopeUserOf(request.sessionUser)));
      // Asked past the cache: sent once as built, nothing kept or compressed.
      if (!shared) {
        sendPieces(reply, envelopePieces(dataJson, ANONYMOUS));
        return;
      }
      const answer = encodedAnonymousAnswer(dataJson);
      if (stamp !== undefined && stamp === stampOf(request.tenant.code)) {
        const unguarded = !isGuarded(request);
        byUrl.set(keyOf(request.tenant.code, request.url), { stamp, answer, unguarded });
      }
      sendAnonymous(request, reply, answer);
    },

    direct(tenantCode, url) {
      const known = fresh(tenantCode, url);
      return known?.unguarded ? known.answer : undefined;
    },
  };
}
