import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpectedDelivery } from '../components/expected-delivery';

const range = { from: '2026-11-30', to: '2026-12-02' };

describe('ExpectedDelivery', () => {
  it('says the range while the order is on its way', () => {
    for (const status of ['Pending', 'Processing', 'Shipped', 'Out for delivery'] as const) {
      const { unmount } = render(
        <ExpectedDelivery order={{ status, expectedDelivery: range }} on="details" />,
      );
      expect(screen.getByText('Expected delivery: Mon, 30 Nov – Wed, 2 Dec')).toBeInTheDocument();
      unmount();
    }
  });

  it('says nothing once delivered, cancelled or returning, nor without a range', () => {
    for (const status of ['Delivered', 'Cancelled', 'Return requested', 'Returned'] as const) {
      const { container, unmount } = render(
        <ExpectedDelivery order={{ status, expectedDelivery: range }} on="details" />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    const { container } = render(
      <ExpectedDelivery order={{ status: 'Processing', expectedDelivery: null }} on="details" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
