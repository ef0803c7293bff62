import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuLocationSchema, type MenuLocation } from '@spesa/shared/content/content.contract';
import { responseCache } from '../../../lib/query-client';
import { getContent, useContentRoot } from './content-client';

const pathOf = (location: MenuLocation) => `/wp-api-menus/v2/menu-locations/${location}`;

/** spec §7 GET /wp-api-menus/v2/menu-locations/{location}: the menu's items, nested in `children`. */
export const menuQueryOptions = (root: string, location: MenuLocation) =>
  queryOptions({
    queryKey: ['content', root, 'menu', location],
    queryFn: async ({ signal }) =>
      (await getContent(root, pathOf(location), menuLocationSchema, { signal })).data,
    ...responseCache(`/p/wp-json${pathOf(location)}`),
  });

export function useMenu(location: MenuLocation, options: { enabled?: boolean } = {}) {
  return useQuery({ ...menuQueryOptions(useContentRoot(), location), enabled: options.enabled ?? true });
}
