import { useSearchParams } from 'react-router-dom';
import {
  ProductCollection,
  collectionHeading,
  type CollectionType,
} from '@/features/catalog/components/product-collection';
import { usePageTitle } from '@/lib/use-page-title';
import { PHONE_CHAT_OFF } from '@/features/layout';

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

/** `/products?type=trending|latest`. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type: CollectionType = raw === 'trending' || raw === 'latest' ? raw : undefined;
  usePageTitle(collectionHeading(type));
  return <ProductCollection key={type ?? 'all'} type={type} />;
}
