import {
  DISCOUNT_THRESHOLDS,
  PRICE_RANGES,
  RATING_THRESHOLDS,
  discountLabel,
  ratingLabel,
  type FacetCounts,
  type FilterKey,
  type ListingFilters,
} from '@vastra/contracts';
import { Accordion, type AccordionItem } from '@vastra/ui/accordion';
import { cx } from '@vastra/ui/cx';
import { memo } from 'react';
import { ColourSwatch } from './colour-swatch';

interface FilterOption {
  value: string;
  label: string;
  /** The colour whose swatch the option shows (colour filter). */
  swatch?: string;
  /** Products with this value (search results count them over the whole result set). */
  count?: number;
}

export interface FilterGroup {
  key: FilterKey;
  title: string;
  options: FilterOption[];
}

/**
 * The six filter groups in display order; empty groups (no subcategories, no colours) are left out.
 * With `counts` (a search's facet counts), sizes and colours are the values counted and every
 * option shows its count.
 */
export function buildFilterGroups({
  subcategories,
  sizes,
  colors,
  counts,
}: {
  subcategories: readonly string[];
  sizes: readonly string[];
  colors: readonly string[];
  counts?: FacetCounts;
}): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      key: 'subcategory',
      title: 'Category',
      options: subcategories.map((s) => ({ value: s, label: s })),
    },
    { key: 'size', title: 'Size', options: sizes.map((s) => ({ value: s, label: s })) },
    {
      key: 'color',
      title: 'Colour',
      options: colors.map((c) => ({
        value: c,
        label: c,
        swatch: c,
      })),
    },
    {
      key: 'priceRange',
      title: 'Price',
      options: PRICE_RANGES.map((r) => ({ value: r.id, label: r.label })),
    },
    {
      key: 'discount',
      title: 'Discount',
      options: DISCOUNT_THRESHOLDS.map((t) => ({ value: String(t), label: discountLabel(t) })),
    },
    {
      key: 'rating',
      title: 'Customer Rating',
      options: RATING_THRESHOLDS.map((t) => ({ value: String(t), label: ratingLabel(t) })),
    },
  ];
  if (counts) {
    for (const g of groups) {
      if (g.key === 'subcategory') continue;
      const known = new Map(counts[g.key].map((c) => [c.value.toLowerCase(), c.count]));
      if (g.key === 'size' || g.key === 'color') {
        g.options = counts[g.key].map((c) => ({
          ...(g.options.find((o) => o.value.toLowerCase() === c.value.toLowerCase()) ?? {
            value: c.value,
            label: c.value,
            ...(g.key === 'color' ? { swatch: c.value } : {}),
          }),
          count: c.count,
        }));
      } else {
        g.options = g.options.map((o) => ({ ...o, count: known.get(o.value.toLowerCase()) ?? 0 }));
      }
    }
  }
  return groups.filter((g) => g.options.length > 0);
}

const isSelected = (selected: readonly string[], value: string) =>
  selected.some((v) => v.toLowerCase() === value.toLowerCase());

/**
 * One group's options. Memoised: ticking a box re-renders its own group only (the other groups'
 * selections keep their identity), which keeps the tap's paint short on a long filter list.
 */
const OptionList = memo(function OptionList({
  group,
  selected,
  onToggle,
}: {
  group: FilterGroup;
  selected: readonly string[];
  onToggle: (key: FilterKey, value: string) => void;
}) {
  const chips = group.key === 'size';
  return (
    <fieldset>
      <legend className="sr-only">{group.title}</legend>
      <div className={chips ? 'flex flex-wrap gap-2' : 'space-y-1'}>
        {group.options.map((o) => {
          const checked = isSelected(selected, o.value);
          return (
            <label
              key={o.value}
              className={cx(
                'cursor-pointer select-none text-sm',
                chips
                  ? cx(
                      'relative inline-flex h-9 min-w-11 items-center justify-center rounded-md border px-3 font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                      checked
                        ? 'border-ink bg-ink text-surface'
                        : 'border-line text-ink hover:border-ink',
                    )
                  : 'flex items-center gap-3 rounded-md px-1 py-1.5 text-ink hover:bg-surface-muted',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(group.key, o.value)}
                className={chips ? 'sr-only' : 'size-4 shrink-0 rounded border-line accent-ink'}
              />
              {o.swatch !== undefined && <ColourSwatch name={o.swatch} />}
              <span>{o.label}</span>
              {o.count !== undefined && (
                <span
                  className={
                    chips ? 'ml-1 text-[0.65rem] opacity-70' : 'ml-auto text-xs text-ink-muted'
                  }
                >
                  <span className="sr-only">, </span>
                  {o.count}
                  <span className="sr-only"> products</span>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});

/** The filter sections (collapsible). Used in the desktop sidebar and the mobile Filter sheet. */
export function FilterPanel({
  groups,
  filters,
  onToggle,
  className,
}: {
  groups: FilterGroup[];
  filters: ListingFilters;
  onToggle: (key: FilterKey, value: string) => void;
  className?: string;
}) {
  const items: AccordionItem[] = groups.map((g) => ({
    id: g.key,
    title: (
      <span className="flex items-center gap-2">
        {g.title}
        {filters[g.key].length > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-brand-100 text-[0.65rem] text-brand-800">
            {filters[g.key].length}
          </span>
        )}
      </span>
    ),
    content: <OptionList group={g} selected={filters[g.key]} onToggle={onToggle} />,
  }));
  // Groups arrive as their data loads: each added section starts open (the others stay as they are).
  return <Accordion items={items} defaultOpen={groups.map((g) => g.key)} className={className} />;
}
