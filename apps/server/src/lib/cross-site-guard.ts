import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';

/**
 * spec §7 keeps some state-changing calls on GET (store-proximity/select, user-address/delete,
 * timeslot/select), which the Origin check for unsafe methods does not cover; a browser marks a
 * cross-site request, so refuse those here.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new DomainError('ORIGIN_REFUSED', 'Origine della richiesta non consentita.', 403, 403);
  }
}
