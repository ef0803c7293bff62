import { gzipSync } from 'node:zlib';
import type { Envelope, EnvelopeUser, ResponseStatus } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS_USER_ID } from '@spesa/shared/common/envelope.contract';

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

const anonymousAnswers = new Map<string, EncodedAnswer>();
const MAX_ANONYMOUS_ANSWERS = 2_000;

/**
 * The whole anonymous answer around a cached `data` JSON, encoded once: most catalogue traffic is anonymous
 * and the same cached string comes back, so its bytes are reused instead of rebuilt per request.
 */
export function encodedAnonymousAnswer(dataJson: string): EncodedAnswer {
  let answer = anonymousAnswers.get(dataJson);
  if (!answer) {
    if (anonymousAnswers.size >= MAX_ANONYMOUS_ANSWERS)
      anonymousAnswers.delete(anonymousAnswers.keys().next().value!);
    answer = { identity: Buffer.from(envelopeJson(dataJson, ANONYMOUS)) };
    anonymousAnswers.set(dataJson, answer);
  }
  return answer;
}

/** The bytes to send of an encoded answer: gzip when the client accepts it and the answer is worth it. */
export function answerBody(answer: EncodedAnswer, acceptsGzip: boolean): { body: Buffer; gzip: boolean } {
  // Compressed once per cached answer: a browser always accepts gzip, and the catalogue's JSON shrinks ~10×.
  if (acceptsGzip && answer.identity.length > 1024) {
    answer.gzip ??= gzipSync(answer.identity, { level: 6 });
    return { body: answer.gzip, gzip: true };
  }
  return { body: answer.identity, gzip: false };
}

/** The anonymous answer of a cached `data` JSON, as bytes to send (see encodedAnonymousAnswer). */
export function anonymousEnvelopeBytes(
  dataJson: string,
  acceptsGzip = false,
): { body: Buffer; gzip: boolean } {
  return answerBody(encodedAnonymousAnswer(dataJson), acceptsGzip);
}

/** The envelope's `user` for a session: the fields of the original platform, without the server's own. */
export function envelopeUserOf(user: EnvelopeUser & { profileLevel?: number }): EnvelopeUser {
  const { profileLevel: _level, ...envelopeUser } = user;
  return envelopeUser;
}

/**
 * Splices a pre-serialised `data` JSON into the envelope: catalogue answers are cached as strings so a hot
 * page costs no serialisation.
 */
export function envelopeJson(dataJson: string, user: EnvelopeUser): string {
  return `{"response":{"status":0,"errors":[],"infos":[],"warnings":[]},"user":${JSON.stringify(user)},"data":${dataJson}}`;
}
