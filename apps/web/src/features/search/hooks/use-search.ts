import { ProductSearchQuerySchema } from '@vastra/contracts';
import { useState, type KeyboardEvent } from 'react';
import { productPath } from '@/lib/format';
import { useProductSearch } from '@/entities/catalog/api/search-products';
import { useZodForm } from '@/lib/use-zod-form';
import { useDebouncedValue } from './use-debounced-value';

export const HEADER_SEARCH_DEBOUNCE_MS = 350;
export const MOBILE_SEARCH_DEBOUNCE_MS = 300;

/** The search box is a form checked by the suggestions request's own rule (trimmed, not blank). */
const SearchBoxSchema = ProductSearchQuerySchema.pick({ query: true });

/**
 * Search box state: the typed text (a react-hook-form field), the debounced query and its
 * results. The highlight index moves with the arrow keys and wraps around. `submit(go)` is the
 * box's form `onSubmit`: `go` receives the trimmed text, and a blank box submits nothing.
 */
export function useSearch(delayMs: number) {
  const form = useZodForm(SearchBoxSchema, { query: '' });
  const text = form.watch('query');
  const [highlight, setHighlight] = useState(-1);
  const debounced = useDebouncedValue(text, delayMs);
  const { results, isSearching, query } = useProductSearch(debounced);
  const pending = text.trim() !== debounced.trim();
  const searching = text.trim().length > 0 && (pending || isSearching);

  const change = (value: string) => {
    form.setValue('query', value);
    setHighlight(-1);
  };
  const move = (delta: 1 | -1) => {
    if (results.length === 0) return;
    setHighlight((h) => {
      if (h < 0) return delta === 1 ? 0 : results.length - 1;
      return (h + delta + results.length) % results.length;
    });
  };
  const clear = () => change('');
  const input = form.register('query', { onChange: () => setHighlight(-1) });
  /**
   * The box's keys, the same in the header and on phones: the arrows move the highlight; Enter on
   * a highlighted product opens it (`open` gets its path), otherwise the form submits (the results
   * page); Escape calls `escape` when given.
   */
  const keyDown =
    ({ open, escape }: { open: (path: string) => void; escape?: () => void }) =>
    (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        move(e.key === 'ArrowDown' ? 1 : -1);
      } else if (e.key === 'Enter') {
        const hit = results[highlight];
        if (hit) {
          e.preventDefault();
          open(productPath(hit._id));
        }
      } else if (e.key === 'Escape' && escape) {
        escape();
      }
    };
  const submit = (go: (text: string) => void) =>
    form.submit(
      ({ query: q }) => go(q),
      () => form.clearErrors(),
    );

  return {
    text,
    input,
    submit,
    change,
    clear,
    results,
    highlight,
    setHighlight,
    move,
    keyDown,
    searching,
    /** Non-empty text, search settled, nothing found. */
    empty: query.length > 0 && !searching && results.length === 0,
  };
}
