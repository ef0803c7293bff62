import type { Envelope } from '@spesa/shared/common/envelope.contract';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { API_BASE_PATH, CLIENT_ID, CLIENT_VERSION } from '../config/env';

export const TENANT_CONFIG_ELEMENT_ID = 'spesa-config';

/**
 * The server inlines the chain's public config as non-executable JSON (the CSP allows no inline script);
 * under `vite dev` the marker is not replaced, so the config is fetched instead.
 */
export async function loadTenantConfig(doc: Document = document): Promise<TenantPublicConfig> {
  const inlined = doc.getElementById(TENANT_CONFIG_ELEMENT_ID)?.textContent;
  if (inlined) return JSON.parse(inlined) as TenantPublicConfig;

  const response = await fetch(`${API_BASE_PATH}/tenant/config`, {
    headers: { Accept: 'application/json', 'X-Ebsn-Client': CLIENT_ID, 'X-Ebsn-Version': CLIENT_VERSION },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`tenant config: HTTP ${response.status}`);
  const envelope = (await response.json()) as Envelope<TenantPublicConfig>;
  return envelope.data;
}
