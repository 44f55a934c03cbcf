import { Msg, activeFilterCount, applyListing } from '@vastra/contracts';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@vastra/ui/button';
import { useCategoryProducts } from '@/entities/catalog/api/get-category-products';
import { useFilterValues, FILTER_VALUE_FALLBACK } from '@/entities/catalog/api/get-filter-values';
import { useListingState } from '../hooks/use-listing-state';
import { CategoryNotFound, categorySlug, isCategoryNotFound } from './category-not-found';
import { buildFilterGroups } from './filter-panel';
import { ListingLayout } from './listing-layout';
import { ListingMessage, ProductGrid, ProductGridSkeleton } from './product-grid';
import { LISTING_GRID_COLUMNS, productCount } from '../lib/page-layout';

export interface ListingViewProps {
  categoryId: string;
  /** On the subcategory route: the subcategory to pre-select once the list has loaded. */
  subcategoryId?: string;
  subcategorySlug?: string;
}

/** Title from the first product's category name (default Products). */
export const listingTitle = (
  data: { products: { category: { name: string } }[] } | undefined,
): string => data?.products[0]?.category.name || 'Products';

/**
 * Category listing: loads the category once, then filters and sorts in the browser with the
 * contracts' listing rules. Filter and sort state lives in the URL.
 */
export function ListingView({ categoryId, subcategoryId, subcategorySlug }: ListingViewProps) {
  const query = useCategoryProducts(categoryId);
  const sizes = useFilterValues('sizes');
  const colors = useFilterValues('colors');
  const { filters, sort, toggle, setSort, setFilters, clear } = useListingState();

  // The grid follows the answer in a transition (drawn in slices, not one long task).
  const data = useDeferredValue(query.data);
  const products = useMemo(() => data?.products ?? [], [data]);
  const visible = useMemo(() => applyListing(products, filters, sort), [products, filters, sort]);
  const title = listingTitle(data);

  const subcategories = useMemo(
    () => (query.data?.subcategory ?? []).map((s) => s.name),
    [query.data],
  );
  const groups = useMemo(
    () =>
      buildFilterGroups({
        subcategories,
        sizes: sizes.data ?? FILTER_VALUE_FALLBACK.sizes,
        colors: colors.data ?? FILTER_VALUE_FALLBACK.colors,
      }),
    [subcategories, sizes.data, colors.data],
  );

  // On the subcategory route, pre-select that subcategory once (the URL keeps it; Clear All sticks).
  const preselected = useRef<string | null>(null);
  useEffect(() => {
    if (!subcategoryId || !query.data || preselected.current === subcategoryId) return;
    preselected.current = subcategoryId;
    const match = query.data.subcategory.find(
      (s) =>
        s._id === subcategoryId || (subcategorySlug && categorySlug(s.name) === subcategorySlug),
    );
    if (match && filters.subcategory.length === 0)
      setFilters({ ...filters, subcategory: [match.name] });
  }, [subcategoryId, subcategorySlug, query.data, filters, setFilters]);

  const activeCount = activeFilterCount(filters);
  if (isCategoryNotFound(query.error, query.data, subcategoryId, subcategorySlug))
    return <CategoryNotFound />;

  let body;
  if (query.isPending || (query.isSuccess && !data)) body = <ProductGridSkeleton count={8} />;
  else if (query.isError)
    body = (
      <ListingMessage tone="error" title={Msg.listingErrorTitle} detail={Msg.listingErrorDetail}>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ListingMessage>
    );
  else if (visible.length === 0)
    body = (
      <ListingMessage title={Msg.listingEmptyTitle} detail={Msg.listingEmptyDetail}>
        <div className="flex gap-2">
          {activeCount > 0 && (
            <Button variant="primary" size="sm" onClick={clear}>
              Clear All
            </Button>
          )}
          <Link
            to="/products"
            className="inline-flex h-8 items-center rounded-md border border-line px-3 text-sm font-medium hover:bg-surface-muted"
          >
            Browse all products
          </Link>
        </div>
      </ListingMessage>
    );
  else body = <ProductGrid products={visible} columns={LISTING_GRID_COLUMNS} />;

  const countText = data ? productCount(visible.length) : '';

  return (
    <ListingLayout
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: title }]}
      title={title}
      countText={countText}
      sort={sort}
      setSort={setSort}
      groups={groups}
      filters={filters}
      toggle={toggle}
      clear={clear}
      resultCount={visible.length}
    >
      {body}
    </ListingLayout>
  );
}
