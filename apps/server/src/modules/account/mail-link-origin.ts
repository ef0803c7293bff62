import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { chainOrigin } from '../../lib/chain-origin.js';

/**
 * Where the links of an account e-mail point: the chain's own origin (chainOrigin), so that a forged Host
 * never decides where a password reset link (and its token) goes.
 */
export function mailLinkOrigin(
  request: FastifyRequest,
  config: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>,
): string {
  return chainOrigin(request, config);
}
