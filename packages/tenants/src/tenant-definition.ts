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
  /**
   * spec §5: addresses are geocoded and suggested only inside this Italian region (its name as ISTAT writes
   * it, e.g. 'Veneto', 'Trentino-Alto Adige/Südtirol'). Absent, the spec's default: Lombardia.
   */
  addressRegion?: string;
}

/** spec §5: the region geocoding is restricted to when a chain sets none. */
export const DEFAULT_ADDRESS_REGION = 'Lombardia';
