import { Msg, SearchCopy } from '@vastra/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Modal } from '@vastra/ui/modal';
import { SearchIcon } from '@vastra/ui/icons';
import { searchPath } from '@/entities/catalog/search-path';
import { productPath } from '@/lib/format';
import { MOBILE_SEARCH_DEBOUNCE_MS, useSearch } from '../hooks/use-search';
import { SearchResultRow } from './search-result-row';

/**
 * Full-screen search for phones: page scroll locked while open; the input is reset and focused on
 * opening; 300 ms debounce; 'No product found.'; prices rounded.
 */
export function MobileSearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSearch(MOBILE_SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const { change } = s;
  const navigate = useNavigate();

  useEffect(() => {
    if (open) change('');
    // Reset only when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const visit = (path: string) => {
    onClose();
    void navigate(path);
  };
  const onKeyDown = s.keyDown({ open: visit });

  return (
    <Modal open={open} onClose={onClose} title="Search" size="full" initialFocus={inputRef}>
      <div className="sticky top-0 z-10 bg-surface px-4 pb-3 pt-4">
        <form role="search" noValidate onSubmit={s.submit((text) => visit(searchPath(text)))}>
          <label className="flex h-12 items-center gap-2 rounded-full bg-surface-muted px-4 ring-1 ring-line focus-within:ring-ink">
            <SearchIcon className="size-5 text-ink-muted" />
            <span className="sr-only">Search products</span>
            <input
              {...s.input}
              ref={(el) => {
                s.input.ref(el);
                inputRef.current = el;
              }}
              type="search"
              onKeyDown={onKeyDown}
              placeholder="What are you looking for?"
              className="h-full flex-1 bg-transparent text-base outline-none"
            />
          </label>
        </form>
      </div>
      <div className="px-2 pb-6">
        {s.searching && s.results.length === 0 && (
          <p role="status" className="py-8 text-center text-sm text-ink-muted">
            {Msg.searching}
          </p>
        )}
        {s.empty && (
          <p role="status" className="py-8 text-center text-sm text-ink-muted">
            {Msg.noProductFoundMobile}
          </p>
        )}
        <ul aria-label="Search results">
          {s.results.map((p, i) => (
            <li key={p._id}>
              <Link to={productPath(p._id)} onClick={onClose} className="block rounded-lg">
                <SearchResultRow product={p} active={i === s.highlight} roundPrice />
              </Link>
            </li>
          ))}
        </ul>
        {s.results.length > 0 && (
          <Link
            to={searchPath(s.text)}
            onClick={onClose}
            className="mt-2 block rounded-lg py-3 text-center text-sm font-semibold text-brand-700 dark:text-brand-300"
          >
            {SearchCopy.seeAll}
          </Link>
        )}
      </div>
    </Modal>
  );
}
