import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  ProductImageUploadResponseSchema,
  PRODUCT_IMAGE_FIELD,
  type ProductInputParsed,
  type ProductPublication,
  type ProductStatus,
} from '@vastra/contracts/admin/catalogue';
import {
  BulkProductEditResponseSchema,
  type BulkProductEditBody,
} from '@vastra/contracts/admin/catalogue-bulk';
import { api, apiBlob, saveBlob, type Query } from '@/lib/api';

export const productsKey = ['admin', 'products'] as const;

export function listProducts(query: Query, signal?: AbortSignal) {
  return api('/admin/products', { query, schema: AdminProductListResponseSchema, signal });
}

export function getProduct(id: string, signal?: AbortSignal) {
  return api(`/admin/products/${id}`, { schema: AdminProductResponseSchema, signal });
}

export function saveProduct(id: string | null, body: ProductInputParsed) {
  return api(id ? `/admin/products/${id}` : '/admin/products', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: AdminProductResponseSchema.pick({ product: true }),
  });
}

export function setProductStatus(id: string, status: ProductStatus) {
  return api(`/admin/products/${id}/status`, { method: 'PATCH', body: { status } });
}

/** Publishes a draft or moves a product back to draft, from the version the page shows. */
export function setProductPublication(
  id: string,
  publication: ProductPublication,
  versionSeen: number,
) {
  return api(`/admin/products/${id}/publication`, {
    method: 'PATCH',
    body: { publication, versionSeen },
    schema: AdminProductResponseSchema,
  });
}

/** Uploads one photo; the API re-encodes it and answers the URL to put in `images`. */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(PRODUCT_IMAGE_FIELD, file);
  const answer = await api('/admin/uploads/product-image', {
    method: 'POST',
    form,
    schema: ProductImageUploadResponseSchema,
  });
  return answer.url;
}

/** One action on many products (all or none). */
export function bulkEditProducts(body: BulkProductEditBody) {
  return api('/admin/products/bulk', {
    method: 'POST',
    body,
    schema: BulkProductEditResponseSchema,
  });
}

/** Downloads every product matching the list's filters as `products-YYYY-MM-DD.csv`. */
export async function downloadProductsCsv(query: Query): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const blob = await apiBlob('/admin/exports/products.csv', { query: filters });
  saveBlob(blob, `products-${new Date().toISOString().slice(0, 10)}.csv`);
}
