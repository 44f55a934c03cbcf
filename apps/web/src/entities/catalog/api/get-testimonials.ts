import { Msg, type Testimonial } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /testimonials`: read as `data`, an array. */
async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const res = await api('/testimonials', {
    schema: () => import('@vastra/contracts/content').then((m) => m.TestimonialsResponseSchema),
    signal,
    fallback: Msg.testimonialsFailed,
  });
  return res.data;
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials'] as const,
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 10 * 60_000,
  });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
