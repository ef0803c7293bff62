import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** GET /geocoding/autocomplete: the towns and postal codes of the chain's region matching `text`. */
export async function getPlaceSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const envelope = await apiClient.get<{ suggestions: PlaceSuggestion[] }>('/geocoding/autocomplete', {
    query: { q: text },
    signal,
  });
  return envelope.data.suggestions;
}

export const placeSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['delivery', 'places', text.trim().toLowerCase()],
    queryFn: ({ signal }) => getPlaceSuggestions(text.trim(), signal),
    ...responseCache('/geocoding/autocomplete'),
    staleTime: Infinity,
  });

export function usePlaceSuggestions(text: string, enabled: boolean) {
  return useQuery({
    ...placeSuggestionsQueryOptions(text),
    enabled,
    placeholderData: keepPreviousData,
  });
}
