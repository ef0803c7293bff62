import { useMemo } from 'react';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import type { LinkContext } from '../utils/classify-link';

function hostsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((host): host is string => typeof host === 'string') : [];
}

/**
 * spec §9: the domain whitelist of the chain's sites, with the shop's own origin, decides which links stay in
 * the app. The public config has no such field yet: it is read leniently from the settings, and without it
 * only links to the shop's own origin navigate inside the app.
 */
export function useLinkContext(): LinkContext {
  const settings: Record<string, unknown> = useTenantConfig().settings;
  const whitelist = hostsOf(settings.domainWhitelist);
  const key = whitelist.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  return useMemo(() => ({ origin: window.location.origin, whitelist }), [key]);
}
