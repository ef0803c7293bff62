import type {
  TenantCode,
  TenantSettings,
  TenantTexts,
  TenantTheme,
} from '@spesa/shared/tenant/tenant-config.contract';

/** Everything that makes one chain's storefront its own. */
export interface TenantDefinition {
  code: TenantCode;
  texts: TenantTexts;
  settings: TenantSettings;
  theme: TenantTheme;
  /** Where the chain's stores are: used by the demo seed for store addresses. */
  region: { city: string; province: string; postalCode: string; latitude: number; longitude: number };
}
