import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLinkContext } from '../../features/content/hooks/use-link-context';
import { RESPONSE_CACHE_MS } from '../../lib/query-client';
import { useTenantConfig } from '../../lib/tenant-config-context';

export interface ShellLinkColumn {
  title: string;
  links: readonly { label: string; href: string }[];
}

/**
 * spec §2: the footer's columns and the links drawer come from the content menus. Until they answer (and if
 * they cannot) the chain's own columns show, so the footer never stays empty. The content client loads on
 * demand: nothing of it is in the first page's bundle (ARCHITECTURE §7).
 */
export function useMenuColumns(
  location: 'footer' | 'links-drawer',
  enabled = true,
): readonly ShellLinkColumn[] {
  const config = useTenantConfig();
  const context = useLinkContext();
  const queryClient = useQueryClient();
  const fallbackTitles = config.texts.footerColumns.map((column) => column.title);
  const { data } = useQuery({
    queryKey: ['content', 'menu-columns', location, config.contentUrl ?? '', context.whitelist],
    queryFn: async () => {
      const { loadMenuColumns } = await import('../../features/content/api/get-menu-columns');
      return loadMenuColumns(queryClient, location, { config, context, fallbackTitles });
    },
    enabled,
    staleTime: RESPONSE_CACHE_MS,
    gcTime: RESPONSE_CACHE_MS,
  });
  return data && data.length > 0 ? data : config.texts.footerColumns;
}
