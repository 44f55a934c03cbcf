import { TrendingCollection } from '@/features/catalog/components/product-collection';
import { usePageTitle } from '@/lib/use-page-title';
import { PHONE_CHAT_OFF } from '@/features/layout';

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

export function Component() {
  usePageTitle('Trending Products');
  return <TrendingCollection />;
}
