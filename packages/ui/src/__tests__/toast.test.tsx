import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToaster, toast, Toaster, TOAST_REGION_LABEL } from '../toast';

/** sonner hands a new toast to the Toaster on the next tick. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const region = () => screen.getByRole('region', { name: new RegExp(`^${TOAST_REGION_LABEL}`) });

describe('toasts (sonner)', () => {
  // The stack loads with the first toast (toast-lazy.test.tsx); here it is loaded up front.
  beforeAll(() => loadToaster());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('announces each toast once, through one polite live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Item added to cart!');
      toast.error('Please select a size');
    });
    await flush();
    expect(within(region()).getByText('Item added to cart!')).toBeInTheDocument();

    // The holder's aria-live="off" announces nothing (it keeps the stack visible to assistive
    // technology when a dialog opens before the stack has loaded).
    const live = document.querySelectorAll('[aria-live]:not([aria-live="off"])');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute('aria-live', 'polite');
    // No nested live regions: the items are plain list items, not role=status/alert.
    expect(within(region()).queryAllByRole('status')).toHaveLength(0);
    expect(within(region()).queryAllByRole('alert')).toHaveLength(0);

    // The same message again replaces the toast on screen instead of adding a second one.
    act(() => {
      toast.success('Item added to cart!');
    });
    await flush();
    expect(within(region()).getAllByText('Item added to cart!')).toHaveLength(1);
  });

  it('closes after its duration, and not while keyboard focus is on it', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Saved', 1000);
    });
    await flush();
    const item = within(region()).getByText('Saved');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();

    act(() => {
      toast.info('Still here', 1000);
    });
    await flush();
    const close = within(region()).getByRole('button', { name: 'Dismiss notification' });
    await act(async () => close.focus());
    await flush();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(region()).getByText('Still here')).toBeInTheDocument();

    await act(async () => close.blur());
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(region()).queryByText('Still here')).not.toBeInTheDocument();
    expect(item).not.toBeInTheDocument();
  });
  it('shows the same message again when it comes back while the first is closing', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Payment was cancelled.', 1000);
    });
    await flush();
    // Its time is up and it starts to leave (sonner keeps it 200 ms for the exit animation)…
    await act(() => vi.advanceTimersByTimeAsync(1050));
    // …when the shopper dismisses the payment again.
    act(() => {
      toast.info('Payment was cancelled.', 1000);
    });
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(within(region()).getAllByText('Payment was cancelled.')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(region()).queryByText('Payment was cancelled.')).not.toBeInTheDocument();
  });
});
