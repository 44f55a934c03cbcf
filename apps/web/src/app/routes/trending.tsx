import { TrendingCollection } from '@/features/catalog/components/product-collection';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Trending Products');
  return <TrendingCollection />;
}
