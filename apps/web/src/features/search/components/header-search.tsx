import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@vastra/ui/icons';

// The box (its form, combobox and results) is code only a searching shopper needs: it loads on
// the first click, keeping it out of every page's first-visit JavaScript.
const HeaderSearchBox = lazy(() =>
  import('./header-search-box').then((m) => ({ default: m.HeaderSearchBox })),
);

/**
 * The header's expandable search (wide screens): a button that expands into the search box
 * (`HeaderSearchBox`); the box collapses back when it is closed or left empty.
 */
export function HeaderSearch() {
  const [expanded, setExpanded] = useState(false);
  if (expanded)
    return (
      <Suspense
        fallback={
          <div className="h-10 w-72 rounded-full bg-surface-muted ring-1 ring-line xl:w-80" />
        }
      >
        <HeaderSearchBox onCollapse={() => setExpanded(false)} />
      </Suspense>
    );
  return (
    <div className="relative">
      <div className="flex h-10 w-10 items-center overflow-hidden rounded-full">
        <button
          type="button"
          aria-label="Search products"
          onClick={() => setExpanded(true)}
          onPointerEnter={() => void import('./header-search-box')}
          className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-muted"
        >
          <SearchIcon />
        </button>
      </div>
    </div>
  );
}
