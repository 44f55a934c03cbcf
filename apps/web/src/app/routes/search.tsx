import { useSearchParams } from 'react-router-dom';
import { SearchCopy } from '@vastra/contracts';
import { searchText } from '@/entities/catalog/search-path';
import { SearchResultsView } from '@/features/catalog/components/search-results-view';
import { usePageTitle } from '@/lib/use-page-title';
import { PHONE_CHAT_OFF } from '@/features/layout';

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

/** `/search?q=…`: the search results page (Enter in the header search, "See all results"). */
export function Component() {
  const [params] = useSearchParams();
  const text = searchText(params);
  usePageTitle(text ? SearchCopy.resultsFor(text) : 'Search');
  return <SearchResultsView />;
}
