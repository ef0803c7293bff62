import type { ErrorCode } from '@spesa/shared/common/error-codes';

/** A refused business action or a request problem, mapped to the envelope by the error handler. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** HTTP status: 200 for a refused business action (status ≠ 0 in the envelope), else 4xx. */
    readonly httpStatus = 200,
    readonly responseStatus = 1,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotLoggedInError extends DomainError {
  constructor() {
    super(
      'SESSION_EXPIRED',
      'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      419,
      419,
    );
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Risorsa non trovata.') {
    super('NOT_FOUND', message, 404, 404);
  }
}
