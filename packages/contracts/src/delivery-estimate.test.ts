import { describe, expect, it } from 'vitest';
import {
  addDays,
  expectedDeliveryRange,
  expectedDeliveryText,
  formatDeliveryRange,
} from './delivery-estimate';

describe('expected delivery range', () => {
  it('counts the ETA from the India day the order is placed, to two days later', () => {
    // 10:00 in India on 27 Nov.
    expect(expectedDeliveryRange(new Date('2026-11-27T04:30:00Z'), 3)).toEqual({
      from: '2026-11-30',
      to: '2026-12-02',
    });
  });

  it('uses the India day, not the UTC one, just after midnight in India', () => {
    // 00:30 on 28 Nov in India is still 27 Nov in UTC.
    expect(expectedDeliveryRange(new Date('2026-11-27T19:00:00Z'), 1)?.from).toBe('2026-11-29');
    // 23:59 on 27 Nov in India.
    expect(expectedDeliveryRange(new Date('2026-11-27T18:29:00Z'), 1)?.from).toBe('2026-11-28');
  });

  it('crosses months and years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });

  it('has no range without an ETA', () => {
    expect(expectedDeliveryRange(new Date(), null)).toBeNull();
    expect(expectedDeliveryRange(new Date(), undefined)).toBeNull();
    expect(expectedDeliveryRange(new Date(), -1)).toBeNull();
    expect(expectedDeliveryRange(new Date(), Number.NaN)).toBeNull();
  });

  it('says the range with weekdays', () => {
    const range = { from: '2026-11-30', to: '2026-12-02' };
    expect(formatDeliveryRange(range)).toBe('Mon, 30 Nov – Wed, 2 Dec');
    expect(formatDeliveryRange({ from: '2026-11-30', to: '2026-11-30' })).toBe('Mon, 30 Nov');
    expect(expectedDeliveryText(range)).toBe('Expected delivery: Mon, 30 Nov – Wed, 2 Dec');
  });
});
