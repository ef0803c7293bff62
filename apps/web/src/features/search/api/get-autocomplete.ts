import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AutocompleteData } from '@spesa/shared/catalogue/search.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** Products and categories shown under the search field while the shopper types. */
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 4;

/** GET /search/autocomplete: completions of the word being typed, matching categories and the best products. */
export async function getAutocomplete(query: string, signal?: AbortSignal): Promise<AutocompleteData> {
  const envelope = await apiClient.get<AutocompleteData>('/search/autocomplete', {
    query: { q: query, products: SUGGESTED_PRODUCTS, categories: SUGGESTED_CATEGORIES },
    // Suggestions are a help, not the search: a failure stays silent and the field still submits.
    notify: false,
    signal,
  });
  return envelope.data;
}

export const autocompleteQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'autocomplete', query],
    queryFn: ({ signal }) => getAutocomplete(query, signal),
    placeholderData: keepPreviousData,
    ...responseCache('/search/autocomplete', { q: query }),
  });

export function useAutocomplete(query: string, options: { enabled: boolean }) {
  return useQuery({ ...autocompleteQueryOptions(query), enabled: options.enabled });
}
