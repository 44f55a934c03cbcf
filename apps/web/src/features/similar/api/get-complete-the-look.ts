import type { CompleteTheLookResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /products/individual/{id}/complete-the-look`: what to wear with a product. Asked as the
 * product page loads: taken as its contract type with a shape check (lib/api-client.ts), so the
 * page builds no zod schema for it.
 */
async function getCompleteTheLook(
  id: string,
  signal?: AbortSignal,
): Promise<CompleteTheLookResponse> {
  return api(`/products/individual/${encodeURIComponent(id)}/complete-the-look`, {
    shape: (d) => Array.isArray((d as Partial<CompleteTheLookResponse> | null)?.products),
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
