import {
  AdminCategoryListResponseSchema,
  type AdminCategory,
} from '@vastra/contracts/admin/catalogue';
import { api } from './api';

/** Categories with their subcategories: the categories page and the product form both read them. */
export const categoriesKey = ['admin', 'categories'] as const;

export async function listCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return (await api('/admin/categories', { schema: AdminCategoryListResponseSchema, signal }))
    .categories;
}
