import { Msg, type Blog } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /blogs`: the blog list, read as `data`. */
async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const res = await api('/blogs', {
    schema: () => import('@vastra/contracts/content').then((m) => m.BlogsResponseSchema),
    signal,
    fallback: Msg.blogsFailed,
  });
  return res.data;
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs'] as const,
    queryFn: ({ signal }) => getBlogs(signal),
    staleTime: 10 * 60_000,
  });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
