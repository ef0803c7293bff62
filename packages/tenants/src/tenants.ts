import {
  TENANT_CODES,
  type TenantCode,
  type TenantPublicConfig,
} from '@spesa/shared/tenant/tenant-config.contract';
import { castoro } from './chains/castoro';
import { cts } from './chains/cts';
import { dem } from './chains/dem';
import { effepiu } from './chains/effepiu';
import { gros } from './chains/gros';
import { idromarket } from './chains/idromarket';
import { ipercarni } from './chains/ipercarni';
import { ipertriscount } from './chains/ipertriscount';
import { ma } from './chains/ma';
import { pewex } from './chains/pewex';
import { pim } from './chains/pim';
import { sacoph } from './chains/sacoph';
import { top } from './chains/top';
import type { TenantDefinition } from './tenant-definition';

// A record keyed by code makes the compiler reject a missing or extra chain.
const BY_CODE: Readonly<Record<TenantCode, TenantDefinition>> = {
  castoro,
  cts,
  dem,
  effepiu,
  gros,
  idromarket,
  ipercarni,
  ipertriscount,
  ma,
  pewex,
  pim,
  sacoph,
  top,
};

export const TENANTS: readonly TenantDefinition[] = Object.freeze(TENANT_CODES.map((code) => BY_CODE[code]));

export function isTenantCode(value: string): value is TenantCode {
  return (TENANT_CODES as readonly string[]).includes(value);
}

export function getTenant(code: TenantCode): TenantDefinition {
  const tenant = BY_CODE[code];
  if (!tenant) {
    throw new Error(`Unknown tenant code: ${String(code)}`);
  }
  return tenant;
}

export const PUBLIC_LOGO_URL = '/logo.svg';

/**
 * What the browser may see: the logo is served separately at PUBLIC_LOGO_URL instead of being inlined.
 * `contentUrl`: the chain's real WordPress when configured (ARCHITECTURE §6 Content); `placeSearch`: a maps
 * key is configured (spec §2 "Add/edit address").
 */
export function toPublicConfig(
  tenant: TenantDefinition,
  version: string,
  contentUrl?: string,
  domainWhitelist: readonly string[] = [],
  placeSearch = false,
): TenantPublicConfig {
  const { logoSvg: _inlineLogo, ...theme } = tenant.theme;
  return {
    code: tenant.code,
    texts: tenant.texts,
    settings: tenant.settings,
    theme: { ...theme, logoUrl: PUBLIC_LOGO_URL },
    version,
    ...(contentUrl ? { contentUrl } : {}),
    ...(domainWhitelist.length > 0 ? { domainWhitelist: [...domainWhitelist] } : {}),
    ...(placeSearch ? { placeSearch } : {}),
  };
}
