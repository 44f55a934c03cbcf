import {
  FILTER_KEYS,
  Msg,
  PRICE_RANGES,
  SORT_OPTIONS,
  activeFilterCount,
  applyListing,
  discountLabel,
  ratingLabel,
  type FilterKey,
  type ListingFilters,
} from '@vastra/contracts';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useCategoryProducts } from '@/entities/catalog/api/get-category-products';
import { useFilterValues, FILTER_VALUE_FALLBACK } from '@/entities/catalog/api/get-filter-values';
import { useListingState } from '../hooks/use-listing-state';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryNotFound, categorySlug, isCategoryNotFound } from './category-not-found';
import { FilterPanel, buildFilterGroups } from './filter-panel';
import { ListingMessage, ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortOptionsList, SortSelect } from './sort-control';
import {
  LISTING_COLUMNS,
  LISTING_COUNT,
  LISTING_GRID_COLUMNS,
  LISTING_HEADER,
  LISTING_PAGE,
  LISTING_RESULTS,
  LISTING_TITLE,
  productCount,
} from '../lib/page-layout';

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

function chipLabel(key: FilterKey, value: string): string {
  if (key === 'priceRange') return PRICE_RANGES.find((r) => r.id === value)?.label ?? value;
  if (key === 'discount') return discountLabel(value);
  if (key === 'rating') return ratingLabel(value);
  return value;
}

function ActiveFilters({
  filters,
  onToggle,
  onClear,
}: {
  filters: ListingFilters;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const chips = FILTER_KEYS.flatMap((key) => filters[key].map((value) => ({ key, value })));
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map(({ key, value }) => (
        <li key={`${key}:${value}`}>
          <button
            type="button"
            onClick={() => onToggle(key, value)}
            aria-label={`Remove filter ${chipLabel(key, value)}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium transition hover:border-ink"
          >
            {chipLabel(key, value)}
            <span aria-hidden className="text-ink-muted">
              ×
            </span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="px-1 text-xs font-semibold uppercase tracking-wide text-brand-700 hover:underline dark:text-brand-300"
        >
          Clear All
        </button>
      </li>
    </ul>
  );
}

const SORT_ICON = 'M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3';
const FILTER_ICON = 'M4 6h16M7 12h10M10 18h4';

/** One half of the mobile Sort | Filter pill: a stroke icon, the label, and any extra content. */
function PillButton({
  label,
  icon,
  onClick,
  className,
  children,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('flex items-center gap-2 py-3', className)}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <path d={icon} />
      </svg>
      <span className="text-xs font-semibold uppercase tracking-wider">{label}</span>
      {children}
    </button>
  );
}

/**
 * Category listing: loads the category once, then filters and sorts in the browser with the
 * contracts' listing rules. Filter and sort state lives in the URL.
 */
export function ListingView({ categoryId, subcategoryId, subcategorySlug }: ListingViewProps) {
  const query = useCategoryProducts(categoryId);
  const sizes = useFilterValues('sizes');
  const colors = useFilterValues('colors');
  const { filters, sort, toggle, setSort, setFilters, clear } = useListingState();
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);

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
  const sortLabel = SORT_OPTIONS.find((o) => o.id === sort)?.label ?? '';

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
    <div className={LISTING_PAGE}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <header className={LISTING_HEADER}>
        <div>
          <h1 className={LISTING_TITLE}>{title}</h1>
          <p className={LISTING_COUNT} aria-live="polite">
            {countText}
          </p>
        </div>
        <div className="hidden lg:block">
          <SortSelect value={sort} onChange={setSort} />
        </div>
      </header>

      <div className={LISTING_COLUMNS}>
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2">
            <div className="flex items-center justify-between pb-2">
              <h2 className="text-sm font-semibold uppercase tracking-[0.14em]">Filters</h2>
              {activeCount > 0 && (
                <button
                  type="button"
                  onClick={clear}
                  className="text-xs font-semibold uppercase tracking-wide text-brand-700 hover:underline dark:text-brand-300"
                >
                  Clear All
                </button>
              )}
            </div>
            <FilterPanel groups={groups} filters={filters} onToggle={toggle} />
          </div>
        </aside>

        <section aria-labelledby="product-results-h" className={LISTING_RESULTS}>
          {/* The cards' h3 titles need an h2 above them (the Filters h2 is hidden on phones). */}
          <h2 id="product-results-h" className="sr-only">
            Product results
          </h2>
          <ActiveFilters filters={filters} onToggle={toggle} onClear={clear} />
          {body}
        </section>
      </div>

      {/* Mobile: Sort and Filter as a floating pill above the shell's bottom bar (clear of the chat button). */}
      <div className="fixed bottom-[4.75rem] left-1/2 z-30 flex -translate-x-1/2 divide-x divide-white/20 overflow-hidden rounded-full bg-ink text-surface shadow-xl shadow-black/25 md:bottom-6 lg:hidden dark:divide-black/20">
        <PillButton
          label="Sort"
          icon={SORT_ICON}
          onClick={() => setSheet('sort')}
          className="pl-5 pr-4"
        >
          <span className="sr-only">, {sortLabel}</span>
        </PillButton>
        <PillButton
          label="Filter"
          icon={FILTER_ICON}
          onClick={() => setSheet('filter')}
          className="pl-4 pr-5"
        >
          {activeCount > 0 && (
            <span className="grid size-5 place-items-center rounded-full bg-brand-500 text-[0.65rem] font-bold text-white">
              {activeCount}
              <span className="sr-only"> applied</span>
            </span>
          )}
        </PillButton>
      </div>

      <BottomSheet open={sheet === 'sort'} onClose={() => setSheet(null)} title="Sort By">
        <SortOptionsList
          value={sort}
          onChange={(s) => {
            setSort(s);
            setSheet(null);
          }}
        />
      </BottomSheet>
      <BottomSheet
        open={sheet === 'filter'}
        onClose={() => setSheet(null)}
        title="Filters"
        footer={
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" onClick={clear} disabled={activeCount === 0}>
              Clear All
            </Button>
            <Button onClick={() => setSheet(null)}>Show {visible.length} Products</Button>
          </div>
        }
      >
        <FilterPanel
          groups={groups}
          filters={filters}
          onToggle={toggle}
          className={cn('mx-5 border-t-0')}
        />
      </BottomSheet>
    </div>
  );
}
