import type { AnnouncementResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /announcement`: the main layout's timed popup (`status: 'on' | 'off'`, heading, detail). */
async function getAnnouncement(signal?: AbortSignal): Promise<AnnouncementResponse> {
  return api('/announcement', {
    schema: () => import('@vastra/contracts/content').then((m) => m.AnnouncementResponseSchema),
    signal,
  });
}

const announcementQueryOptions = () =>
  queryOptions({
    queryKey: ['announcement'] as const,
    queryFn: ({ signal }) => getAnnouncement(signal),
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useAnnouncement() {
  return useQuery(announcementQueryOptions());
}
