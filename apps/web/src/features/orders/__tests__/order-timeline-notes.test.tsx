import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { OrderTimeline } from '../components/order-timeline';

describe("the shop's notes on the order timeline", () => {
  it('sit among the states by time, with their text and time and nobody named', () => {
    const o = order({
      status: 'Processing',
      timeline: [
        {
          status: 'Pending',
          at: '2026-03-05T10:30:00.000Z',
          actor: 'shopper',
          note: 'Order placed',
        },
        { status: 'Processing', at: '2026-03-06T09:00:00.000Z', actor: 'shop', note: '' },
      ],
      customerNotes: [{ text: 'We repacked it in a gift box.', at: '2026-03-05T12:00:00.000Z' }],
    });
    render(<OrderTimeline order={o} />);
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Note from the shop');
    expect(items[1]).toHaveTextContent('We repacked it in a gift box.');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T12:00:00.000Z');
    expect(items[2]).toHaveTextContent('Processing');
    expect(screen.getAllByTestId('order-shop-note')).toHaveLength(1);
  });

  it('shows none when the order has none', () => {
    render(<OrderTimeline order={order({ status: 'Processing' })} />);
    expect(screen.queryByTestId('order-shop-note')).not.toBeInTheDocument();
    expect(screen.queryByText('Note from the shop')).not.toBeInTheDocument();
  });
});
