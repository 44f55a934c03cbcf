import { useSearchParams } from 'react-router-dom';
import {
  ProductCollection,
  collectionHeading,
  type CollectionType,
} from '@/features/catalog/components/product-collection';
import { usePageTitle } from '@/lib/use-page-title';

/** `/products?type=trending|latest`. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type: CollectionType = raw === 'trending' || raw === 'latest' ? raw : undefined;
  usePageTitle(collectionHeading(type));
  return <ProductCollection key={type ?? 'all'} type={type} />;
}
