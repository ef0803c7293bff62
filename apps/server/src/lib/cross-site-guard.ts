import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Origins of the shop's own apps (the mobile wrapper), allowed beside each chain's own (ALLOWED_ORIGINS). */
    allowedOrigins: readonly string[];
  }
}

export const ORIGIN_REFUSED_MESSAGE = 'Origine della richiesta non consentita.';

/** True when the browser-sent Origin is this host or an allowed app origin (mobile wrapper). */
export function isOriginAllowed(
  origin: string,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host.toLowerCase() === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** Sec-Fetch-Site values a page of another site can never cause: the chain's own pages, or the shopper. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request may come from another site, in the order a browser tells it:
 * - an Origin header decides alone: the chain's own origin or one of the shop's apps;
 * - else Sec-Fetch-Site (every current browser): same-origin, or none (typed, bookmarked, opened from a mail
 *   program); same-site is refused too, for chains that share a parent domain are not each other's;
 * - else an old browser or a program that is not a browser: a Referer of another site still gives a
 *   cross-site link away; without one there is nothing to tell, and the request is served.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const { origin, referer, host } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined) return !isOriginAllowed(origin, host, allowedOrigins);
  if (fetchSite !== undefined) return !OWN_FETCH_SITES.has(String(fetchSite));
  if (referer) {
    try {
      return !isOriginAllowed(new URL(referer).origin, host, allowedOrigins);
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * spec §7 keeps some state-changing calls on GET (store-proximity/select, user-address/delete,
 * timeslot/select, and the GET forms of the e-mail links' calls: registration confirmation, resend, password
 * reset request, e-mail change), which the Origin check for unsafe methods does not cover, and which a
 * SameSite=Lax cookie still reaches from a link on another site: refuse those from another site here.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request, request.server.allowedOrigins)) {
    throw new DomainError('ORIGIN_REFUSED', ORIGIN_REFUSED_MESSAGE, 403, 403);
  }
}
