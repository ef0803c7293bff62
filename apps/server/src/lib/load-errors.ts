import { DomainError } from './domain-error.js';

export const OVERLOADED_MESSAGE = 'Il servizio è momentaneamente sovraccarico. Riprova tra qualche secondo.';
export const RATE_LIMITED_MESSAGE = 'Troppe richieste. Riprova tra qualche minuto.';

/** The process sheds this request: 503 with Retry-After (plugins/load-shedding.plugin.ts adds the header). */
export class OverloadedError extends DomainError {
  constructor() {
    super('OVERLOADED', OVERLOADED_MESSAGE, 503, 1);
  }
}

/** The client went away before its work started: nobody is left to answer, so the work is not done. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection');
    this.name = 'ClientGoneError';
  }
}
