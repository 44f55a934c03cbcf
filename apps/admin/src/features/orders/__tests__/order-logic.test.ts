import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  withFilter,
} from '../lib/order-filters';
import { staffActions } from '../lib/staff-actions';

describe('staffActions', () => {
  const labels = (s: Parameters<typeof staffActions>[0]) => staffActions(s).map((a) => a.label);

  it('offers exactly the transitions the lifecycle table allows the shop', () => {
    expect(labels('Pending')).toEqual(['Confirm order', 'Cancel with refund']);
    expect(labels('Processing')).toEqual(['Hand to courier', 'Cancel with refund']);
    expect(labels('Return requested')).toEqual(['Approve return', 'Reject return']);
    expect(labels('Return approved')).toEqual(['Mark return received']);
  });

  it('offers nothing where only the courier or the shopper may move the order', () => {
    for (const s of ['Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned'] as const)
      expect(labels(s)).toEqual([]);
  });

  it('states the refund before a cancellation: in full for an online order, nothing for COD', () => {
    const cancel = staffActions('Processing').find((a) => a.to === 'Cancelled');
    expect(cancel?.needsNote).toBe(true);
    expect(
      cancel?.describe({ status: 'Processing', total: 1499, paymentMethod: 'Online' }),
    ).toMatch(/₹1,499.*refunded in full/);
    expect(cancel?.describe({ status: 'Processing', total: 1499, paymentMethod: 'COD' })).toMatch(
      /nothing is refunded/,
    );
  });
});

describe('order filters in the address bar', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const f = {
      ...DEFAULT_ORDER_FILTERS,
      status: 'Pending' as const,
      paymentMethod: 'COD' as const,
      from: '2026-11-01',
      to: '2026-11-23',
      pincode: '560001',
      q: 'asha@example.com',
      page: 3,
      sort: 'total' as const,
      dir: 'asc' as const,
    };
    const sp = paramsFromFilters(f);
    expect(filtersFromParams(sp)).toEqual(f);
    expect(paramsFromFilters(DEFAULT_ORDER_FILTERS).toString()).toBe('');
  });

  it('ignores malformed or unknown values', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'status=Lost&paymentMethod=cash&from=yesterday&pincode=56x&page=-2&sort=$where',
      ),
    );
    expect(f).toEqual(DEFAULT_ORDER_FILTERS);
  });

  it('goes back to the first page when a filter other than the page changes', () => {
    const on3 = { ...DEFAULT_ORDER_FILTERS, page: 3 };
    expect(withFilter(on3, 'status', 'Shipped').page).toBe(1);
    expect(withFilter(on3, 'page', 4).page).toBe(4);
  });
});
