import { gzipSync } from 'node:zlib';
import type { Envelope, EnvelopeUser, ResponseStatus } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS_USER_ID } from '@spesa/shared/common/envelope.contract';
import type { DataJson, JsonPieces } from './json-bytes.js';

export const ANONYMOUS: EnvelopeUser = { userId: ANONYMOUS_USER_ID };

export function okStatus(infos: string[] = []): ResponseStatus {
  return { status: 0, errors: [], infos: infos.map((info) => ({ info })), warnings: [] };
}

export function errorStatus(message: string, code: string, status = 1, requestId?: string): ResponseStatus {
  return {
    status,
    errors: [{ error: message, code }],
    infos: [],
    warnings: [],
    errorsMessage: message,
    ...(requestId ? { requestId } : {}),
  };
}

export function envelope<T>(data: T, user: EnvelopeUser = ANONYMOUS, infos: string[] = []): Envelope<T> {
  return { response: okStatus(infos), user, data };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an Accept-Encoding header accepts gzip. */
export const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/.test(acceptEncoding ?? '');

/** An anonymous answer's bytes: as is, and gzip-compressed once asked for. */
export interface EncodedAnswer {
  identity: Buffer;
  gzip?: Buffer;
}

// By `data` JSON: a string by its text, pieces by the list the answer cache keeps.
const anonymousAnswers = new Map<DataJson, EncodedAnswer>();
const MAX_ANONYMOUS_ANSWERS = 2_000;

/**
 * The whole anonymous answer around a cached `data` JSON, encoded once: most catalogue traffic is anonymous
 * and the same cached string comes back, so its bytes are reused instead of rebuilt per request.
 */
export function encodedAnonymousAnswer(dataJson: DataJson): EncodedAnswer {
  let answer = anonymousAnswers.get(dataJson);
  if (!answer) {
    if (anonymousAnswers.size >= MAX_ANONYMOUS_ANSWERS)
      anonymousAnswers.delete(anonymousAnswers.keys().next().value!);
    answer = { identity: envelopeBytes(dataJson, ANONYMOUS) };
    anonymousAnswers.set(dataJson, answer);
  }
  return answer;
}

/** Below this an answer is sent as is: gzip would save little. */
export const GZIP_MIN_BYTES = 1024;

/** The bytes to send of an encoded answer: gzip when the client accepts it and the answer is worth it. */
export function answerBody(answer: EncodedAnswer, acceptsGzip: boolean): { body: Buffer; gzip: boolean } {
  // Compressed once per cached answer: a browser always accepts gzip, and the catalogue's JSON shrinks ~10×.
  if (acceptsGzip && answer.identity.length > GZIP_MIN_BYTES) {
    answer.gzip ??= gzipSync(answer.identity, { level: 6 });
    return { body: answer.gzip, gzip: true };
  }
  return { body: answer.identity, gzip: false };
}

/** The envelope's `user` for a session: the fields of the original platform, without the server's own. */
export function envelopeUserOf(user: EnvelopeUser & { profileLevel?: number }): EnvelopeUser {
  const { profileLevel: _level, ...envelopeUser } = user;
  return envelopeUser;
}

const CLOSE_BRACE = Buffer.from('}');

/**
 * Splices a pre-serialised `data` JSON into the envelope, as the bytes to send: catalogue answers are cached
 * serialised, so a hot page costs no serialisation, and their products are kept as bytes (lib/json-bytes.ts).
 */
export function envelopeBytes(dataJson: DataJson, user: EnvelopeUser): Buffer {
  return Buffer.concat(envelopePieces(dataJson, user));
}

/** The envelope around a `data` JSON as pieces of bytes, the data's own pieces not copied. */
export function envelopePieces(dataJson: DataJson, user: EnvelopeUser): JsonPieces {
  const head = `{"response":{"status":0,"errors":[],"infos":[],"warnings":[]},"user":${JSON.stringify(user)},"data":`;
  if (typeof dataJson === 'string') return [Buffer.from(`${head}${dataJson}}`)];
  return [Buffer.from(head), ...dataJson, CLOSE_BRACE];
}
