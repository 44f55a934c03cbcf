import {
  AdminCategoryResponseSchema,
  type CategoryInput,
  type SubcategoryInput,
} from '@vastra/contracts/admin/catalogue';
import { api } from '@/lib/api';

export function saveCategory(id: string | null, body: CategoryInput) {
  return api(id ? `/admin/categories/${id}` : '/admin/categories', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: AdminCategoryResponseSchema,
  });
}

export function deleteCategory(id: string) {
  return api(`/admin/categories/${id}`, { method: 'DELETE' });
}

export function saveSubcategory(categoryId: string, subId: string | null, body: SubcategoryInput) {
  return api(
    subId
      ? `/admin/categories/${categoryId}/subcategories/${subId}`
      : `/admin/categories/${categoryId}/subcategories`,
    { method: subId ? 'PUT' : 'POST', body, schema: AdminCategoryResponseSchema },
  );
}

export function deleteSubcategory(categoryId: string, subId: string) {
  return api(`/admin/categories/${categoryId}/subcategories/${subId}`, { method: 'DELETE' });
}
