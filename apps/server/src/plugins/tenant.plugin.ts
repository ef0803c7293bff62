import fp from 'fastify-plugin';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { AppConfig } from '../config.js';
import { DomainError } from '../lib/domain-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantDefinition;
  }
}

/** ARCHITECTURE §3: configured host names, then `<tenant>.localhost`, then DEFAULT_TENANT. */
export function resolveTenantCode(
  hostHeader: string | undefined,
  config: AppConfig,
): TenantDefinition['code'] {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const configured = config.tenantHosts.get(host);
  if (configured) return configured;
  // Chromium resolves every *.localhost to loopback, so each chain opens locally as <tenant>.localhost.
  const match = /^([a-z0-9-]+)\.localhost$/.exec(host);
  if (match?.[1] && isTenantCode(match[1])) return match[1];
  return config.defaultTenant;
}

export const MALFORMED_HOST_MESSAGE = 'Richiesta non valida: l’indirizzo del sito (Host) non è corretto.';

const HOST_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/i;
const IP_V6_LITERAL = /^\[[0-9a-f:.]+\]$/i;
const MAX_HOST_LENGTH = 255;

/**
 * A Host header a client may send (RFC 9110 §7.2): a host name, an IPv4 address or a bracketed IPv6 literal,
 * then an optional port up to 65535. Absent or empty (HTTP/1.0) is allowed and means the default chain.
 */
export function isWellFormedHost(hostHeader: string | undefined): boolean {
  if (hostHeader === undefined || hostHeader === '') return true;
  if (hostHeader.length > MAX_HOST_LENGTH) return false;
  const port = /:(\d{1,5})$/.exec(hostHeader);
  if (port && Number(port[1]) > 65535) return false;
  const name = port ? hostHeader.slice(0, port.index) : hostHeader;
  return HOST_NAME.test(name) || IP_V6_LITERAL.test(name);
}

/** How many Host headers the tenant plugin remembers (a shop has a handful; a scan of random ones is cut). */
const MAX_KNOWN_HOSTS = 1_000;

/**
 * The chain of a Host header, or undefined for a malformed one, worked out once per header: every request of
 * a shop carries one of a few, and the answer only depends on it and on the configuration.
 */
export function tenantOfHost(
  config: AppConfig,
): (hostHeader: string | undefined) => TenantDefinition | undefined {
  const known = new Map<string | undefined, TenantDefinition | undefined>();
  return (hostHeader) => {
    if (known.has(hostHeader)) return known.get(hostHeader);
    const tenant = isWellFormedHost(hostHeader)
      ? getTenant(resolveTenantCode(hostHeader, config))
      : undefined;
    if (known.size >= MAX_KNOWN_HOSTS) known.clear();
    known.set(hostHeader, tenant);
    return tenant;
  };
}

export const tenantPlugin = fp<{ config: AppConfig }>(
  (app, { config }, done) => {
    app.decorateRequest('tenant', null as unknown as TenantDefinition);
    const tenantOf = tenantOfHost(config);
    app.addHook('onRequest', (request, _reply, next) => {
      const tenant = tenantOf(request.headers.host);
      if (tenant === undefined) {
        // The answer is still the default chain's: nothing later finds the request without a tenant.
        request.tenant = getTenant(config.defaultTenant);
        return next(new DomainError('VALIDATION', MALFORMED_HOST_MESSAGE, 400));
      }
      request.tenant = tenant;
      next();
    });
    done();
  },
  { name: 'tenant' },
);
