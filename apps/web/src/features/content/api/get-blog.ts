import { BlogResponseSchema, Msg, type Blog } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /blogs/{id}`: title, postedOn, image, description. */
async function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  const res = await api(`/blogs/${encodeURIComponent(id)}`, {
    schema: BlogResponseSchema,
    signal,
    fallback: Msg.blogNotFound,
  });
  return res.data;
}

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['blogs', id] as const,
    queryFn: ({ signal }) => getBlog(id, signal),
    staleTime: 10 * 60_000,
  });

export function useBlog(id: string | undefined) {
  return useQuery({ ...blogQueryOptions(id ?? ''), enabled: Boolean(id) });
}
