import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FeedbackTransport } from './test-gateway.js';

/**
 * RFC 6761 §6.3: a `*.localhost` name is the loopback address, whatever the system resolver says (many do not
 * resolve `castoro.localhost`), so the feedback to a chain served as `<chain>.localhost` reaches this server.
 */
const localhostLookup = ((
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => {
  const name = hostname.endsWith('.localhost') ? 'localhost' : hostname;
  lookup(
    name,
    options as LookupAllOptions,
    callback as (e: NodeJS.ErrnoException | null, a: LookupAddress[]) => void,
  );
}) as LookupFunction;

/** The gateway's feedback as an HTTP(S) POST; the Host it carries is the feedback URL's own. */
export const httpFeedbackTransport: FeedbackTransport = (url, init) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        signal: init.signal,
        lookup: localhostLookup,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
