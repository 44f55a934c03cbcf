import { emptyFilters, type FilterKey, type ListingFilters } from '@vastra/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toggleValue } from '../../lib/listing-url';
import { useOptimisticFilters } from '../use-optimistic-filters';

/** Shows the filters the hook shows; `apply` either applies the toggle or refuses it. */
function Probe({ refuse = false }: { refuse?: boolean }) {
  const [applied, setApplied] = useState<ListingFilters>(emptyFilters());
  const apply = (key: FilterKey, value: string) => {
    if (!refuse) setApplied((cur) => ({ ...cur, [key]: toggleValue(cur[key], value) }));
  };
  const [shown, toggle] = useOptimisticFilters(applied, apply);
  return (
    <>
      <p data-testid="shown">{shown.size.join(',')}</p>
      <p data-testid="applied">{applied.size.join(',')}</p>
      <button type="button" onClick={() => toggle('size', 'XL')}>
        XL
      </button>
    </>
  );
}

describe('useOptimisticFilters', () => {
  it('shows the toggle at once and applies it after that paint', async () => {
    render(<Probe />);
    await act(async () => screen.getByRole('button', { name: 'XL' }).click());
    // The tick is drawn first; the change itself (the listing's re-render) waits for a frame.
    expect(screen.getByTestId('shown')).toHaveTextContent('XL');
    expect(screen.getByTestId('applied')).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.getByTestId('applied')).toHaveTextContent('XL'));
    expect(screen.getByTestId('shown')).toHaveTextContent('XL');
    await act(async () => screen.getByRole('button', { name: 'XL' }).click());
    await waitFor(() => expect(screen.getByTestId('applied')).toHaveTextContent(/^$/));
    expect(screen.getByTestId('shown')).toHaveTextContent(/^$/);
  });

  it('falls back to what was applied when the change does not happen', async () => {
    render(<Probe refuse />);
    await act(async () => screen.getByRole('button', { name: 'XL' }).click());
    expect(screen.getByTestId('shown')).toHaveTextContent('XL');
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(/^$/));
    expect(screen.getByTestId('applied')).toHaveTextContent(/^$/);
  });
});
