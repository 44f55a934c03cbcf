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
import { PHONE_CHAT_OFF } from '@/features/layout';

export const loader = ({ params }: LoaderFunctionArgs) =>
  bootData(categoryProductsQueryOptions(params.categoryId ?? ''));

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

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
