import { createContext, useContext, type ReactNode } from 'react';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';

const TenantConfigContext = createContext<TenantPublicConfig | null>(null);

export function TenantConfigProvider({
  config,
  children,
}: {
  config: TenantPublicConfig;
  children: ReactNode;
}) {
  return <TenantConfigContext value={config}>{children}</TenantConfigContext>;
}

export function useTenantConfig(): TenantPublicConfig {
  const config = useContext(TenantConfigContext);
  if (!config) throw new Error('useTenantConfig outside TenantConfigProvider');
  return config;
}
