import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster, TOAST_REGION_LABEL } from '../toast';

// This file's module registry is its own: the toast stack has not loaded when it starts.
const region = () =>
  screen.findByRole('region', { name: new RegExp(`^${TOAST_REGION_LABEL}`) }, { timeout: 10_000 });

describe('the toast stack loads with the first toast', () => {
  it('renders nothing before a toast, then shows the toasts raised while it loaded', async () => {
    const { container } = render(<Toaster />);
    // Only the holder, which a modal dialog leaves visible to assistive technology.
    expect(container.querySelector('[aria-live="off"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast.success('Item added to cart!');
      const dropped = toast.info('Never shown');
      toast.dismiss(dropped);
      toast.error('Please select a size');
      // The same message again while waiting is one toast, as on screen.
      toast.success('Item added to cart!');
    });

    const list = await region();
    expect(await within(list).findByText('Please select a size')).toBeInTheDocument();
    expect(within(list).getAllByText('Item added to cart!')).toHaveLength(1);
    expect(within(list).queryByText('Never shown')).not.toBeInTheDocument();

    // Once loaded, a toast goes straight to the stack.
    act(() => {
      toast.info('Saved');
    });
    expect(await within(list).findByText('Saved')).toBeInTheDocument();
    act(() => toast.clear());
  });
});
