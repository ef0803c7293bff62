import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '@spesa/shared/common/error-codes';
import { GENERIC_ERROR_MESSAGE, type ResponseStatus } from '@spesa/shared/common/envelope.contract';
import { isDatabaseUnavailable } from '../db/db-unavailable.js';
import { DomainError } from '../lib/domain-error.js';
import { ANONYMOUS, envelopeUserOf, errorStatus } from '../lib/envelope.js';
import { ClientGoneError } from '../lib/load-errors.js';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Richiesta non valida.',
  401: 'Accesso non autorizzato.',
  403: 'Operazione non consentita.',
  404: 'Risorsa non trovata.',
  405: 'Metodo non consentito.',
  406: 'Formato di risposta non supportato.',
  408: 'Tempo della richiesta scaduto.',
  413: 'La richiesta è troppo grande.',
  414: 'L’indirizzo richiesto è troppo lungo.',
  415: 'Formato della richiesta non supportato.',
  429: 'Troppe richieste. Riprova tra qualche minuto.',
  431: 'Intestazioni della richiesta troppo grandi.',
};

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.';
/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Maps every failure to the envelope; never leaks internal text on a 5xx (ARCHITECTURE §4). */
export const errorHandlerPlugin = fp(
  (app, _opts, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Nobody is left to read an answer: the connection is closed, nothing is logged as a failure.
      if (error instanceof ClientGoneError) {
        reply.hijack();
        return reply.raw.destroy();
      }
      const user = request.sessionUser ? envelopeUserOf(request.sessionUser) : ANONYMOUS;
      // Sent pre-serialised: a refused action answers 200, and must not be checked against the success schema.
      const send = (status: number, response: ResponseStatus) =>
        reply
          .status(status)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ response, user, data: {} }));
      if (error instanceof DomainError) {
        return send(error.httpStatus, errorStatus(error.message, error.code, error.responseStatus));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = [
          ...new Set(error.validation.map((v) => v.instancePath.replace(/^\//, '').replace(/\//g, '.'))),
        ]
          .filter(Boolean)
          .join(', ');
        const message = fields ? `Richiesta non valida: controlla ${fields}.` : CLIENT_ERROR_MESSAGES[400]!;
        return send(400, errorStatus(message, 'VALIDATION'));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const message = CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]!;
        return send(status, errorStatus(message, error.code ?? `HTTP_${status}`));
      }
      if (isDatabaseUnavailable(error)) {
        // The database is gone, stalled or locked (ARCHITECTURE §5): not a fault of the code, worth a retry.
        request.log.warn({ err: error }, 'unavailable: a connection failed or timed out');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(
          503,
          errorStatus(SERVICE_UNAVAILABLE_MESSAGE, ERROR_CODE.SERVICE_UNAVAILABLE, 1, request.id),
        );
      }
      request.log.error({ err: error }, 'unexpected failure');
      return send(500, errorStatus(GENERIC_ERROR_MESSAGE, 'INTERNAL', 1, request.id));
    });
    done();
  },
  { name: 'error-handler' },
);
