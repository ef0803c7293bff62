import fp from 'fastify-plugin';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { AppConfig } from '../config.js';

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

export const tenantPlugin = fp<{ config: AppConfig }>(
  (app, { config }, done) => {
    app.decorateRequest('tenant', null as unknown as TenantDefinition);
    app.addHook('onRequest', (request, _reply, next) => {
      request.tenant = getTenant(resolveTenantCode(request.headers.host, config));
      next();
    });
    done();
  },
  { name: 'tenant' },
);
