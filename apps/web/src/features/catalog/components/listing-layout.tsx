import {
  FILTER_KEYS,
  PRICE_RANGES,
  SORT_OPTIONS,
  activeFilterCount,
  discountLabel,
  ratingLabel,
  type FilterKey,
  type ListingFilters,
  type SortId,
} from '@vastra/contracts';
import { useState, type ReactNode } from 'react';
import { BottomSheet } from '@vastra/ui/bottom-sheet';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { useAfterPaint } from '@/lib/use-after-paint';
import { Breadcrumbs } from './breadcrumbs';
import { FilterPanel, type FilterGroup } from './filter-panel';
import { SortOptionsList, SortSelect } from './sort-control';
import { useOptimisticFilters } from '../hooks/use-optimistic-filters';
import {
  LISTING_COLUMNS,
  LISTING_COUNT,
  LISTING_HEADER,
  LISTING_PAGE,
  LISTING_RESULTS,
  LISTING_TITLE,
} from '../lib/page-layout';

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
      className={cx('flex items-center gap-2 py-3', className)}
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

export interface ListingLayoutProps {
  breadcrumbs: { label: string; to?: string }[];
  title: string;
  /** "24 products", shown under the title (announced politely). */
  countText: string;
  /** Under the count: e.g. the search's correction line. */
  subtitle?: ReactNode;
  sort: SortId;
  setSort: (sort: SortId) => void;
  groups: FilterGroup[];
  filters: ListingFilters;
  toggle: (key: FilterKey, value: string) => void;
  clear: () => void;
  /** How many products the filters leave (the mobile sheet's "Show n Products"). */
  resultCount: number;
  /** The grid, or a loading, error or empty state. */
  children: ReactNode;
}

/**
 * The listing page's frame: title and count, the desktop sort dropdown and filter sidebar, the
 * active-filter chips, and on phones the Sort | Filter pill with its sheets. The category listing
 * and the search results page both render their grid inside it.
 */
export function ListingLayout({
  breadcrumbs,
  title,
  countText,
  subtitle,
  sort,
  setSort,
  groups,
  filters: applied,
  toggle: apply,
  clear,
  resultCount,
  children,
}: ListingLayoutProps) {
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  const [filters, toggle] = useOptimisticFilters(applied, apply);
  // The Filter sheet's options render just after its frame has painted.
  const filterSheetReady = useAfterPaint(sheet === 'filter');
  const activeCount = activeFilterCount(filters);
  const sortLabel = SORT_OPTIONS.find((o) => o.id === sort)?.label ?? '';
  return (
    <div className={LISTING_PAGE}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={LISTING_HEADER}>
        <div>
          <h1 className={LISTING_TITLE}>{title}</h1>
          <p className={LISTING_COUNT} aria-live="polite">
            {countText}
          </p>
          {subtitle}
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
            {/* Hidden on phones: while the Filter sheet is open it follows the applied filters,
                so a tick in the sheet does not re-render it too. */}
            <FilterPanel
              groups={groups}
              filters={sheet === 'filter' ? applied : filters}
              onToggle={toggle}
            />
          </div>
        </aside>

        <section aria-labelledby="product-results-h" className={LISTING_RESULTS}>
          {/* The cards' h3 titles need an h2 above them (the Filters h2 is hidden on phones). */}
          <h2 id="product-results-h" className="sr-only">
            Product results
          </h2>
          {/* The chips follow the applied filters, with the results they describe: drawn on the
              tap, a new row above the grid would move every card (layout and paint of the whole
              grid) before the tick shows. */}
          <ActiveFilters filters={applied} onToggle={toggle} onClear={clear} />
          {children}
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
            <Button onClick={() => setSheet(null)}>Show {resultCount} Products</Button>
          </div>
        }
      >
        {filterSheetReady ? (
          <FilterPanel
            groups={groups}
            filters={filters}
            onToggle={toggle}
            className="mx-5 border-t-0"
          />
        ) : (
          <div aria-hidden className="h-[60vh]" />
        )}
      </BottomSheet>
    </div>
  );
}
