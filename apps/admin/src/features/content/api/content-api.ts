import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductListResponseSchema } from '@vastra/contracts/admin/catalogue';
import { ContentImageResponseSchema } from '@vastra/contracts/admin/content';
import { api } from '@/lib/api';
import type { ContentPageKind as ContentKind, ContentRecord } from '../lib/content-kind';

/** Every content query key starts here; a write to a kind refreshes that kind's queries. */
const key = (kind: ContentKind) => ['admin', 'content', kind.slug] as const;

export const contentListQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: key(kind),
    queryFn: async ({ signal }) => {
      const body = await api<{ data?: unknown }>(kind.endpoint, { signal });
      const value = body.data;
      if (kind.singleton) return value ? [value as ContentRecord] : [];
      return (Array.isArray(value) ? value : []) as ContentRecord[];
    },
  });

export const contentItemQuery = (kind: ContentKind, id: string) =>
  queryOptions({
    queryKey: [...key(kind), id],
    queryFn: async ({ signal }) => {
      const body = await api<{ data: ContentRecord }>(`${kind.endpoint}/${id}`, { signal });
      return body.data;
    },
  });

/** Create (no id), update (an id, or the singleton) or delete a record of a kind. */
export function useSaveContent(kind: ContentKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Record<string, unknown> }) =>
      api<Record<string, unknown>>(
        kind.singleton ? kind.endpoint : id ? `${kind.endpoint}/${id}` : kind.endpoint,
        { method: kind.singleton || id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(kind) }),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`${kind.endpoint}/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(kind) }),
  });
}

/** Uploads a content picture (the API sniffs it and re-encodes it to WebP); answers its address. */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await api('/admin/content/images', {
    method: 'POST',
    form,
    schema: ContentImageResponseSchema,
  });
  return answer.url;
}

/**
 * Products on the storefront (`active`: published and shown) whose name, brand or slug has the words
 * typed: a link picker's choices, a few at a time.
 */
export const linkableProductsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'linkable-products', q],
    queryFn: async ({ signal }) =>
      (
        await api('/admin/products', {
          query: { q, status: 'active', limit: 8 },
          schema: AdminProductListResponseSchema,
          signal,
        })
      ).products,
    enabled: q.length >= 2,
  });

/** What a chosen product's chip shows: its name and whether shoppers can see it. */
export interface ChosenProduct {
  name: string;
  status: string;
}

/** A chosen product by id (its name and state), for the chips of a product list. */
export const chosenProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'chosen-product', id],
    queryFn: async ({ signal }): Promise<ChosenProduct> => {
      const { product } = await api<{ product: ChosenProduct }>(`/admin/products/${id}`, {
        signal,
      });
      return { name: product.name, status: product.status };
    },
    staleTime: 60_000,
    retry: false,
  });
