import { Msg, SearchCopy } from '@vastra/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '@vastra/ui/icons';
import { searchPath } from '@/entities/catalog/search-path';
import { productPath } from '@/lib/format';
import { HEADER_SEARCH_DEBOUNCE_MS, useSearch } from '../hooks/use-search';
import { SearchResultRow } from './search-result-row';

/**
 * The header's search box once expanded (wide screens; loaded on the first click of the header's
 * search button, `HeaderSearch`): a combobox, focused when it appears, whose dropdown is open
 * while the box is focused. 350 ms debounce, 'Searching...', 'No products found.', arrow keys move
 * a wrapping highlight, Enter opens the highlighted product and clears the search. Enter with no
 * highlighted product (the box's form submit), or the "See all results" row, opens the results
 * page (`/search?q=`).
 */
export function HeaderSearchBox({ onCollapse }: { onCollapse: () => void }) {
  const s = useSearch(HEADER_SEARCH_DEBOUNCE_MS);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const open = focused && s.text.trim().length > 0;
  useEffect(() => inputRef.current?.focus(), []);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const go = (path: string) => {
    s.clear();
    onCollapse();
    inputRef.current?.blur();
    void navigate(path);
  };

  const onKeyDown = s.keyDown({
    open: go,
    escape: () => {
      s.clear();
      onCollapse();
      inputRef.current?.blur();
    },
  });

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) {
          setFocused(false);
          if (!s.text) onCollapse();
        }
      }}
    >
      <div className="flex h-10 w-72 items-center overflow-hidden rounded-full bg-surface-muted pl-3 ring-1 ring-line xl:w-80">
        <form
          role="search"
          noValidate
          onSubmit={s.submit((text) => go(searchPath(text)))}
          className="flex h-full min-w-0 flex-1 items-center"
        >
          <SearchIcon className="size-4 shrink-0 text-ink-muted" />
          <input
            {...s.input}
            ref={(el) => {
              s.input.ref(el);
              inputRef.current = el;
            }}
            type="search"
            role="combobox"
            aria-label="Search products"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && s.highlight >= 0 ? optionId(s.highlight) : undefined}
            placeholder="Search for kurtas, denims, dresses…"
            onFocus={() => setFocused(true)}
            onKeyDown={onKeyDown}
            className="h-full min-w-0 flex-1 bg-transparent px-2 text-sm outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            aria-label="Close search"
            onClick={() => {
              s.clear();
              onCollapse();
            }}
            className="grid size-10 shrink-0 place-items-center text-ink-muted hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        </form>
      </div>

      {open && (
        <div className="absolute right-0 top-12 z-50 w-96 overflow-hidden rounded-xl border border-line bg-surface shadow-2xl animate-fade-in">
          {s.searching && s.results.length === 0 ? (
            <p role="status" className="px-4 py-5 text-center text-sm text-ink-muted">
              {Msg.searching}
            </p>
          ) : s.empty ? (
            <p role="status" className="px-4 py-5 text-center text-sm text-ink-muted">
              {Msg.noProductsFound}
            </p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label="Search results"
            className="max-h-96 overflow-y-auto py-1"
          >
            {s.results.map((p, i) => (
              // An option of the combobox: the keyboard moves through the options from the input
              // (aria-activedescendant), so the click is the pointer's way in.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={p._id}
                id={optionId(i)}
                role="option"
                aria-selected={i === s.highlight}
                tabIndex={-1}
                onMouseEnter={() => s.setHighlight(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(productPath(p._id))}
                className="cursor-pointer"
              >
                <SearchResultRow product={p} active={i === s.highlight} />
              </li>
            ))}
          </ul>
          {s.results.length > 0 && (
            <Link
              to={searchPath(s.text)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                s.clear();
                onCollapse();
              }}
              className="block border-t border-line px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-surface-muted dark:text-brand-300"
            >
              {SearchCopy.seeAll}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
