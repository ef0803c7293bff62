import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

const HOST_SHAPE = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * Where the links of an account e-mail point. The request's own host only when it is one of the chain's known
 * hosts: any other Host falls to the default chain, and a forged Host must never decide where a password
 * reset link (and its token) goes.
 */
export function mailLinkOrigin(
  request: FastifyRequest,
  config: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>,
): string {
  const tenant = request.tenant.code;
  const host = (request.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const isKnown = config.tenantHosts.get(hostname) === tenant || hostname === `${tenant}.localhost`;
  if (isKnown && HOST_SHAPE.test(host)) return `${request.protocol}://${host}`;
  for (const [configuredHost, code] of config.tenantHosts) {
    if (code === tenant) return `https://${configuredHost}`;
  }
  return config.publicUrl;
}
