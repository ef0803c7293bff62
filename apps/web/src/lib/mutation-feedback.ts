import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { ApiError, showMessages } from './api-client';
import { i18n } from './i18n';
import { notify, type NotifyKind } from './notify';

const SESSION_EXPIRED_HTTP_STATUS = 419;

function hasMessages(envelope: Envelope<unknown>): boolean {
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  return infos.length + warnings.length + errors.length > 0;
}

/** spec §8: the success toast only when the answer brought no message; otherwise its messages. */
export function notifyAnswer(envelope: Envelope<unknown>, successText: string, kind?: NotifyKind): void {
  if (hasMessages(envelope)) showMessages(envelope);
  else notify(successText, 'success', kind);
}

/**
 * The one way a refused write tells the shopper (the `onError` of every mutation whose call is silent): the
 * server's reasons, else `fallbackText`, else the generic error.
 */
export function notifyFailure(error: unknown, fallbackText?: string, kind?: NotifyKind): void {
  // An expired session has told the shopper already and opens the login dialog.
  if (error instanceof ApiError && error.httpStatus === SESSION_EXPIRED_HTTP_STATUS) return;
  if (error instanceof ApiError && error.envelope?.response.errors?.length) showMessages(error.envelope);
  else notify(fallbackText ?? i18n.t('errors.generic'), 'error', kind);
}

/** A mutation's answer for the caller's next step: undefined when it failed (its `onError` told the shopper). */
export function settleMutation<T>(mutation: Promise<T>): Promise<T | undefined> {
  return mutation.catch(() => undefined);
}
