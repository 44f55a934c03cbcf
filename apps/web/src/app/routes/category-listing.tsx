import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  categoryProductsQueryOptions,
  useCategoryProducts,
} from '@/entities/catalog/api/get-category-products';
import {
  CATEGORY_NOT_FOUND_TITLE,
  isCategoryNotFound,
} from '@/features/catalog/components/category-not-found';
import { ListingView, listingTitle } from '@/features/catalog/components/listing-view';
import { usePageTitle } from '@/lib/use-page-title';

import { bootData } from './boot-data';

export const loader = ({ params }: LoaderFunctionArgs) =>
  bootData(categoryProductsQueryOptions(params.categoryId ?? ''));

/** `/{category}/{categoryId}` and `/{category}/{subcategory}/{categoryId}/{subcategoryId}`: only the category id loads data. */
export function Component() {
  const { categoryId = '', subcategoryId, subcategory } = useParams();
  const { data, error } = useCategoryProducts(categoryId);
  usePageTitle(
    isCategoryNotFound(error, data, subcategoryId, subcategory)
      ? CATEGORY_NOT_FOUND_TITLE
      : listingTitle(data),
  );
  return (
    <ListingView
      key={categoryId}
      categoryId={categoryId}
      subcategoryId={subcategoryId}
      subcategorySlug={subcategory}
    />
  );
}
