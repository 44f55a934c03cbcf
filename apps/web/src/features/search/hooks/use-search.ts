import { ProductSearchQuerySchema } from '@vastra/contracts';
import { useState } from 'react';
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
    searching,
    /** Non-empty text, search settled, nothing found. */
    empty: query.length > 0 && !searching && results.length === 0,
  };
}
