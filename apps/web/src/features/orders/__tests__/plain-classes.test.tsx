import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { expectNothingToDrop } from '@/test/plain-classes';
import { OrderTimeline } from '../components/order-timeline';
import { Stars } from '../components/stars';

// The order page joins its classes without tailwind-merge (`cx`), so that it stays out of the
// page's load: no two classes of an element may compete.
const classes = (s: string) => s.split(/\s+/).filter(Boolean).sort();

describe('classes joined without tailwind-merge', () => {
  it("the timeline's past, latest and upcoming steps: weight and colour of one variant each", () => {
    const o = order({
      status: 'Processing',
      timeline: [
        { status: 'Pending', at: '2026-03-05T10:30:00.000Z', actor: 'shopper', note: '' },
        { status: 'Processing', at: '2026-03-06T09:00:00.000Z', actor: 'shop', note: '' },
      ],
      customerNotes: [{ text: 'Gift box.', at: '2026-03-05T12:00:00.000Z' }],
    });
    const { container } = render(<OrderTimeline order={o} />);
    expectNothingToDrop(container);
    const items = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole(
      'listitem',
    );
    const status = (li: HTMLElement) => classes(li.querySelector('p')?.className ?? '');
    expect(status(items[0]!)).toEqual(expect.arrayContaining(['font-medium', 'text-ink-muted']));
    expect(status(items[2]!)).toEqual(expect.arrayContaining(['font-medium', 'text-ink']));
    const upcoming = items.at(-1)!;
    expect(upcoming).toHaveTextContent('(upcoming)');
    expect(status(upcoming)).toContain('font-normal');
    expect(status(upcoming)).not.toContain('font-medium');
  });

  it('the stars', () => {
    const { container } = render(<Stars value={3} />);
    expectNothingToDrop(container);
  });
});
