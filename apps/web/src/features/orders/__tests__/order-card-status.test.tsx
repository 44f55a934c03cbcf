import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute } from '@/test/render';
import { OrderCard } from '../components/order-card';

/** The drawn mark inside the status icon (its circle aside). */
const iconMark = (card: HTMLElement) =>
  within(card).getByTestId('order-status').querySelector('svg path')?.getAttribute('d');

const CLOCK = 'M12 7v5l3 2';
const ALERT = 'M12 7v6M12 16.5v.5';

describe('an order card’s status', () => {
  it.each(['Processing', 'Shipped', 'Out for delivery'] as const)(
    '%s reads as in progress: blue with a clock, never red with an alert',
    (status) => {
      renderRoute(
        <ul>
          <OrderCard order={order({ status })} />
        </ul>,
      );
      const card = screen.getByRole('link', { name: /^Order / });
      const badge = within(card).getByTestId('order-status');
      expect(badge).toHaveTextContent(status);
      expect(badge).toHaveClass('text-sky-600');
      expect(badge.className).not.toMatch(/red/);
      expect(iconMark(card)).toBe(CLOCK);
    },
  );

  it('a cancelled order is the one shown red with an alert', () => {
    renderRoute(
      <ul>
        <OrderCard order={order({ status: 'Cancelled' })} />
      </ul>,
    );
    const card = screen.getByRole('link', { name: /^Order / });
    expect(within(card).getByTestId('order-status')).toHaveClass('text-red-600');
    expect(iconMark(card)).toBe(ALERT);
  });
});
