import type { AnnouncementResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /announcement`: the main layout's timed popup (`status: 'on' | 'off'`, heading, detail).
 * Asked for on every page's load: not parsed on the client, only its shape checked
 * (lib/api-client.ts).
 */
async function getAnnouncement(signal?: AbortSignal): Promise<AnnouncementResponse> {
  return api<AnnouncementResponse>('/announcement', {
    signal,
    shape: (d) => {
      const a = d as Partial<AnnouncementResponse> | null;
      return (
        (a?.status === 'on' || a?.status === 'off') &&
        typeof a.heading === 'string' &&
        typeof a.detail === 'string'
      );
    },
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
