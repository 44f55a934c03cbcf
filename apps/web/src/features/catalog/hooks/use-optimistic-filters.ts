import type { FilterKey, ListingFilters } from '@vastra/contracts';
import { startTransition, useCallback, useOptimistic } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { toggleValue } from '../lib/listing-url';

/**
 * Applying a filter without holding up the tap: the ticked box and its chip show on the next
 * paint (an optimistic copy of the filters). The URL change and everything it re-renders (the
 * results, the counts) start only after that paint, as a transition that React may interrupt and
 * split; the previous results stay on screen until the new ones are ready.
 */
export function useOptimisticFilters(
  filters: ListingFilters,
  toggle: (key: FilterKey, value: string) => void,
): [ListingFilters, (key: FilterKey, value: string) => void] {
  const [shown, showToggle] = useOptimistic(
    filters,
    (cur: ListingFilters, { key, value }: { key: FilterKey; value: string }) => ({
      ...cur,
      [key]: toggleValue(cur[key], value),
    }),
  );
  const toggleSoon = useCallback(
    (key: FilterKey, value: string) =>
      startTransition(async () => {
        showToggle({ key, value });
        await afterNextPaint();
        startTransition(() => toggle(key, value));
      }),
    [showToggle, toggle],
  );
  return [shown, toggleSoon];
}
