import { useSearchParams } from 'react-router-dom';
import { SearchCopy } from '@vastra/contracts';
import { searchText } from '@/entities/catalog/search-path';
import { SearchResultsView } from '@/features/catalog/components/search-results-view';
import { usePageTitle } from '@/lib/use-page-title';

/** `/search?q=…`: the search results page (Enter in the header search, "See all results"). */
export function Component() {
  const [params] = useSearchParams();
  const text = searchText(params);
  usePageTitle(text ? SearchCopy.resultsFor(text) : 'Search');
  return <SearchResultsView />;
}
