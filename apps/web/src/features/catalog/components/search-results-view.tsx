import {
  Msg,
  SEARCH_BLANK_MESSAGE,
  SEARCH_PAGE_SIZE,
  SearchCopy,
  activeFilterCount,
  type SearchCorrection,
} from '@vastra/contracts';
import { useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@vastra/ui/button';
import { useSearchResults } from '@/entities/catalog/api/search-results';
import { SEARCH_PARAM, searchPath, searchText } from '@/entities/catalog/search-path';
import { useListingState } from '../hooks/use-listing-state';
import { toListingSearch } from '../lib/listing-url';
import { LISTING_GRID_COLUMNS, productCount } from '../lib/page-layout';
import { buildFilterGroups } from './filter-panel';
import { ListingLayout } from './listing-layout';
import { Pagination } from './pagination';
import { ListingMessage, ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchNoResults } from './search-no-results';

function CorrectionLine({ correction }: { correction: SearchCorrection }) {
  return (
    <p className="mt-1 text-sm" role="status">
      {SearchCopy.showingResultsFor('')}
      <strong className="font-semibold">{correction.query}</strong>.{' '}
      <span className="text-ink-muted">{SearchCopy.searchInsteadFor} </span>
      <Link
        to={searchPath(correction.original, { exact: true })}
        className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {correction.original}
      </Link>
    </p>
  );
}

/**
 * The search results page: the listing's frame, sort and filters (listing-layout.tsx), with the
 * whole result set filtered, counted per filter value, sorted and paginated by the API. The query,
 * filters, sort and page live in the URL, so a results page can be shared and refined.
 */
export function SearchResultsView() {
  const [params] = useSearchParams();
  const text = searchText(params);
  const exact = params.get(SEARCH_PARAM.exact) === '1';
  const page = Math.max(1, Math.trunc(Number(params.get(SEARCH_PARAM.page))) || 1);
  const { filters, sort, toggle, setSort, clear } = useListingState({
    resets: [SEARCH_PARAM.page],
  });

  const apiParams = useMemo(() => {
    const p = toListingSearch({ filters, sort });
    p.set('query', text);
    p.set('limit', String(SEARCH_PAGE_SIZE));
    if (page > 1) p.set('page', String(page));
    if (exact) p.set('exact', '1');
    return p;
  }, [filters, sort, text, page, exact]);

  const query = useSearchResults(apiParams);
  const data = useDeferredValue(query.data);
  const groups = useMemo(
    () => buildFilterGroups({ subcategories: [], sizes: [], colors: [], counts: data?.facets }),
    [data?.facets],
  );
  const total = data?.pagination.total ?? 0;
  const activeCount = activeFilterCount(filters);

  let body;
  if (!text) body = <ListingMessage title="Search" detail={SEARCH_BLANK_MESSAGE} />;
  else if (query.isPending || !data) body = <ProductGridSkeleton count={8} />;
  else if (query.isError)
    body = (
      <ListingMessage tone="error" title={Msg.listingErrorTitle} detail={Msg.listingErrorDetail}>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ListingMessage>
    );
  else if (data.products.length === 0)
    body = (
      <ListingMessage title={Msg.listingEmptyTitle} detail={Msg.listingEmptyDetail}>
        {activeCount > 0 && (
          <Button variant="primary" size="sm" onClick={clear}>
            Clear All
          </Button>
        )}
      </ListingMessage>
    );
  else
    body = (
      <>
        <ProductGrid products={data.products} columns={LISTING_GRID_COLUMNS} />
        <Pagination page={data.pagination.page} pages={data.pagination.pages} />
      </>
    );

  // Nothing found at all (no filter narrowed it): what to try next, not a panel of empty filters.
  if (text && data && !query.isError && total === 0 && activeCount === 0) {
    return <SearchNoResults text={text} />;
  }

  const title = text ? SearchCopy.resultsFor(text) : 'Search';
  return (
    <ListingLayout
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Search' }]}
      title={title}
      countText={text && data ? productCount(total) : ''}
      subtitle={data?.correction ? <CorrectionLine correction={data.correction} /> : null}
      sort={sort}
      setSort={setSort}
      groups={groups}
      filters={filters}
      toggle={toggle}
      clear={clear}
      resultCount={total}
    >
      {body}
    </ListingLayout>
  );
}
