import { describe, expect, it } from 'vitest';
import {
  canTransition,
  courierSteps,
  hasArrived,
  nextStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  withinReturnWindow,
} from './lifecycle';

describe('order transitions', () => {
  it('lists only known states, each pair once', () => {
    const pairs = new Set<string>();
    for (const t of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(t.from);
      expect(ORDER_STATUSES).toContain(t.to);
      const key = `${t.from}>${t.to}`;
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
    }
  });

  it('lets the shopper cancel before shipping only, and return only after delivery', () => {
    expect(nextStatuses('Pending', 'shopper')).toEqual(['Cancelled']);
    expect(nextStatuses('Processing', 'shopper')).toEqual(['Cancelled']);
    expect(canTransition('Shipped', 'Cancelled', 'shopper')).toBe(false);
    expect(nextStatuses('Delivered', 'shopper')).toEqual(['Return requested']);
    expect(canTransition('Delivered', 'Shipped', 'courier')).toBe(false);
    expect(canTransition('Cancelled', 'Processing', 'shop')).toBe(false);
  });

  it('moves a courier update forward only, skipping "out for delivery" when the courier does', () => {
    expect(courierSteps('Processing', 'Delivered')).toEqual(['Shipped', 'Delivered']);
    expect(courierSteps('Processing', 'Out for delivery')).toEqual(['Shipped', 'Out for delivery']);
    expect(courierSteps('Delivered', 'Shipped')).toEqual([]);
    expect(courierSteps('Out for delivery', 'Shipped')).toEqual([]);
    expect(courierSteps('Cancelled', 'Shipped')).toEqual([]);
  });

  it('counts an order as arrived from delivery on', () => {
    expect(hasArrived('Delivered')).toBe(true);
    expect(hasArrived('Returned')).toBe(true);
    expect(hasArrived('Shipped')).toBe(false);
    expect(hasArrived(undefined)).toBe(false);
  });
});

describe('return window', () => {
  it('keeps the return window open for 7 days after delivery', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(withinReturnWindow('2026-03-03T12:00:00Z', now)).toBe(true);
    expect(withinReturnWindow('2026-03-03T11:59:59Z', now)).toBe(false);
    expect(withinReturnWindow(null, now)).toBe(false);
  });
});
