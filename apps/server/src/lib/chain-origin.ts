import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

const HOST_SHAPE = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The chain's own origin (ARCHITECTURE §3), for every address the server writes out: links in e-mails,
 * canonical links, the sitemap, robots.txt. The request's host only when it is one of the chain's known hosts
 * (configured in TENANT_HOSTS, or `<chain>.localhost`): any other Host falls to the default chain, and a forged
 * Host must never decide where a link points. Otherwise the chain's first configured host, else PUBLIC_URL.
 */
export function chainOrigin(
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

/**
 * The chain's origin when no request is at hand (e-mails sent in the background): its first configured host,
 * else `<chain>.localhost` on the port of a local PUBLIC_URL, else PUBLIC_URL.
 */
export function tenantOrigin(tenant: string, config: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>): string {
  for (const [configuredHost, code] of config.tenantHosts) {
    if (code === tenant) return `https://${configuredHost}`;
  }
  const url = new URL(config.publicUrl);
  const isLocal = ['localhost', '127.0.0.1'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  if (isLocal) return `${url.protocol}//${tenant}.localhost${url.port ? `:${url.port}` : ''}`;
  return config.publicUrl.replace(/\/+$/, '');
}
