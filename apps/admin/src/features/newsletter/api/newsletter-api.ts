import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AdminSubscriberListResponseSchema } from '@vastra/contracts/admin/inbox';
import { api, apiBlob, saveBlob } from '@/lib/api';

export const subscribersQuery = (query: { q?: string; page: number; limit: number }) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', query],
    queryFn: ({ signal }) =>
      api('/admin/newsletter', {
        query,
        schema: AdminSubscriberListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Downloads every subscriber as `subscribers-YYYY-MM-DD.csv`. */
export async function downloadSubscribersCsv(): Promise<void> {
  const blob = await apiBlob('/admin/newsletter/export.csv');
  saveBlob(blob, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
}
