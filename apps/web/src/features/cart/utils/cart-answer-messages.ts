import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { ApiError, showMessages } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

const SESSION_EXPIRED_HTTP_STATUS = 419;

function hasMessages(envelope: Envelope<unknown>): boolean {
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  return infos.length + warnings.length + errors.length > 0;
}

/** spec §8: the success toast only when the answer brought no message; otherwise its messages. */
export function notifyCartAnswer(envelope: Envelope<unknown>, successText: string): void {
  if (hasMessages(envelope)) showMessages(envelope);
  else notify(successText, 'success');
}

/** A refused change shows the server's reasons, or `fallbackText` when it gave none. */
export function notifyCartFailure(error: unknown, fallbackText: string): void {
  // An expired session has told the shopper already and opens the login dialog.
  if (error instanceof ApiError && error.httpStatus === SESSION_EXPIRED_HTTP_STATUS) return;
  if (error instanceof ApiError && error.envelope?.response.errors?.length) showMessages(error.envelope);
  else notify(fallbackText, 'error');
}
