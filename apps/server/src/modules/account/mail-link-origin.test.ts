import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { mailLinkOrigin } from './mail-link-origin.js';

function requestOf(tenant: TenantCode, host: string, protocol: 'http' | 'https' = 'http') {
  return { tenant: getTenant(tenant), headers: { host }, protocol } as unknown as FastifyRequest;
}

const config = {
  tenantHosts: new Map<string, TenantCode>([['www.dem.example', 'dem']]),
  publicUrl: 'https://spesa.example',
};

describe('mailLinkOrigin', () => {
  it("keeps the request's host when it is one of the chain's own", () => {
    expect(mailLinkOrigin(requestOf('dem', 'www.dem.example', 'https'), config)).toBe(
      'https://www.dem.example',
    );
    expect(mailLinkOrigin(requestOf('castoro', 'castoro.localhost:5173'), config)).toBe(
      'http://castoro.localhost:5173',
    );
  });

  it("sends a forged or foreign host to the chain's configured host, else to PUBLIC_URL", () => {
    expect(mailLinkOrigin(requestOf('dem', 'evil.example'), config)).toBe('https://www.dem.example');
    expect(mailLinkOrigin(requestOf('castoro', 'evil.example'), config)).toBe('https://spesa.example');
    expect(mailLinkOrigin(requestOf('castoro', 'dem.localhost'), config)).toBe('https://spesa.example');
    expect(mailLinkOrigin(requestOf('castoro', 'castoro.localhost/../x'), config)).toBe(
      'https://spesa.example',
    );
  });
});
