import { useState } from 'react';
import { useProductSearch } from '@/entities/catalog/api/search-products';
import { useDebouncedValue } from './use-debounced-value';

export const HEADER_SEARCH_DEBOUNCE_MS = 350;
export const MOBILE_SEARCH_DEBOUNCE_MS = 300;

/**
 * Search box state: the typed text, the debounced query and its results. The highlight index
 * moves with the arrow keys and wraps around.
 */
export function useSearch(delayMs: number) {
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const debounced = useDebouncedValue(text, delayMs);
  const { results, isSearching, query } = useProductSearch(debounced);
  const pending = text.trim() !== debounced.trim();
  const searching = text.trim().length > 0 && (pending || isSearching);

  const change = (value: string) => {
    setText(value);
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

  return {
    text,
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
