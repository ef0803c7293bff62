import { useMemo } from 'react';
import { usePageOrigin } from '../../../lib/page-origin';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import type { LinkContext } from '../utils/classify-link';

const NO_HOSTS: readonly string[] = [];

/**
 * spec §9: the domain whitelist of the chain's sites (its shop hosts and its WordPress, from the server's
 * configuration), with the shop's own origin, decides which links stay in the app.
 */
export function useLinkContext(): LinkContext {
  const whitelist = useTenantConfig().domainWhitelist ?? NO_HOSTS;
  const origin = usePageOrigin();
  const key = whitelist.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  return useMemo(() => ({ origin, whitelist }), [origin, key]);
}
