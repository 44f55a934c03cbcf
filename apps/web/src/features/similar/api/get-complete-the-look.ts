import type { CompleteTheLookResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /products/individual/{id}/complete-the-look`: what to wear with a product. The answer's
 * schema loads with the call (zod stays out of the product page's first JavaScript).
 */
async function getCompleteTheLook(
  id: string,
  signal?: AbortSignal,
): Promise<CompleteTheLookResponse> {
  return api(`/products/individual/${encodeURIComponent(id)}/complete-the-look`, {
    schema: () =>
      import('@vastra/contracts/complete-the-look').then((m) => m.CompleteTheLookResponseSchema),
    signal,
  });
}

export function useCompleteTheLook(productId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'complete-the-look', productId] as const,
      queryFn: ({ signal }) => getCompleteTheLook(productId, signal),
    }),
  );
}
