import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeslotListData } from '@spesa/shared/delivery/timeslot.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

export const timeslotsQueryKey = ['delivery', 'timeslots'] as const;

/**
 * spec §7: GET /timeslot/list, 14 days of slots of the cart's warehouse or store. It fails with
 * ADDRESS_REQUIRED while the cart has neither; the selector says so itself.
 */
export async function getTimeslots(signal?: AbortSignal): Promise<TimeslotListData> {
  const envelope = await apiClient.get<TimeslotListData>('/timeslot/list', { notify: false, signal });
  return envelope.data;
}

export const timeslotsQueryOptions = () =>
  queryOptions({
    queryKey: timeslotsQueryKey,
    queryFn: ({ signal }) => getTimeslots(signal),
    ...responseCache('/timeslot/list'),
  });

export function useTimeslots() {
  return useQuery(timeslotsQueryOptions());
}
