import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { isPopupErrorCode } from '@spesa/shared/common/popup-error-codes';
import { CLIENT_UUID_HEADER } from '@spesa/shared/consent/consent-record';
import { API_BASE_PATH, CLIENT_ID, CLIENT_VERSION } from '../config/env';
import { i18n } from './i18n';
import { notify } from './notify';
import { beginRequest, endRequest } from './pending-requests';
import { showPopupMessage } from './ui-store';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Show the answer's infos, warnings and errors as toasts (spec §8). Off where the screen shows them. */
  notify?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the idempotency key of a payment confirmation. */
  headers?: Record<string, string>;
}

/** A failed call: `status` is the envelope's (1 when the answer had no body, spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly httpStatus: number;
  readonly envelope: Envelope<unknown> | null;

  constructor(message: string, status: number, httpStatus: number, envelope: Envelope<unknown> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.httpStatus = httpStatus;
    this.envelope = envelope;
  }
}

let clientUuid: string | null = null;
let showSectors = false;

/** spec §2 and §7: with the chain's showSectors setting the cart calls ask for the items grouped by sector. */
export function setShowSectors(isOn: boolean): void {
  showSectors = isOn;
}

/** spec §7: the client UUID header goes out once the cookie preferences hold one (set by the consent feature). */
export function setClientUuid(uuid: string | null): void {
  clientUuid = uuid;
}

/** How a call reaches the API: the browser's fetch, or the server's own during a server render. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server render (entry-server.tsx) answers the app's calls in-process, for the request's chain. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** A call of the app's own that is not an envelope call (the content API): it goes the same way. */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

const sessionExpiredListeners = new Set<() => void>();

/** spec §4: HTTP 419 emits "not logged in"; the auth feature sets the user anonymous and asks to log in. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

const nonGetListeners = new Set<(path: string) => void>();

/** spec §7 "Response caching": any non-GET request clears the cached answers of its endpoint. */
export function onNonGetRequest(listener: (path: string) => void): () => void {
  nonGetListeners.add(listener);
  return () => nonGetListeners.delete(listener);
}

const SESSION_EXPIRED_HTTP_STATUS = 419;

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    // spec §7: array parameters are repeated.
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'response' in value && 'user' in value;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/** spec §8: infos, warnings and errors as green, warning and red toasts; a show-in-popup error in a dialog. */
export function showMessages(envelope: Envelope<unknown>): void {
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  for (const { info } of infos) notify(info, 'success');
  for (const { warning } of warnings) notify(warning, 'warning');
  for (const { error, code } of errors) {
    if (isPopupErrorCode(code)) showPopupMessage(error);
    else notify(error, 'error');
  }
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const shouldNotify = options.notify ?? true;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Ebsn-Client': CLIENT_ID,
    'X-Ebsn-Version': CLIENT_VERSION,
    ...options.headers,
  };
  if (clientUuid) headers[CLIENT_UUID_HEADER] = clientUuid;
  if (contentType) headers['Content-Type'] = contentType;

  if (method !== 'GET') for (const listener of nonGetListeners) listener(path);
  beginRequest();
  try {
    let response: Response;
    try {
      const query =
        showSectors && path.startsWith('/cart') ? { ...options.query, show_sectors: true } : options.query;
      response = await transport(buildUrl(path, query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = i18n.t('errors.generic');
      if (shouldNotify) notify(message, 'error');
      throw new ApiError(message, 1, 0, null);
    }

    const envelope = await readEnvelope(response);

    if (response.status === SESSION_EXPIRED_HTTP_STATUS) {
      const message = i18n.t('errors.sessionExpired');
      notify(message, 'error');
      for (const listener of sessionExpiredListeners) listener();
      throw new ApiError(message, envelope?.response.status ?? 1, response.status, envelope);
    }

    if (!response.ok || !envelope || envelope.response.status !== 0) {
      const firstError = envelope?.response.errors?.[0]?.error;
      const message = firstError || i18n.t('errors.generic');
      if (shouldNotify) {
        if (envelope && firstError) showMessages(envelope);
        else notify(message, 'error');
      }
      const status = envelope ? envelope.response.status || 1 : 1;
      throw new ApiError(message, status, response.status, envelope);
    }

    if (shouldNotify) showMessages(envelope);
    return envelope as Envelope<T>;
  } finally {
    endRequest();
  }
}

export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) =>
    request<T>('GET', path, undefined, undefined, options),
  /** Form-encoded, as the original platform's login expects (spec §7). */
  postForm: <T>(path: string, form: Record<string, string>, options: RequestOptions = {}) =>
    request<T>('POST', path, new URLSearchParams(form), 'application/x-www-form-urlencoded', options),
  postJson: <T>(path: string, json: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, JSON.stringify(json), 'application/json', options),
};

/** No answer at all, or a server failure: not the shopper's doing (e.g. not an unknown category). */
export function isServiceFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);
}
