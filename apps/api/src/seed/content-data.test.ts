import { couponEnds, couponStarts } from '@vastra/contracts/admin/content';
import { shopDay } from '@vastra/contracts/shop-time';
import { describe, expect, it } from 'vitest';
import { COUPON_VALID_FROM, COUPON_VALID_UNTIL } from './content-data';

describe('seeded coupon dates', () => {
  it('are whole days in India, so saving a seeded coupon unchanged keeps its dates', () => {
    // The back office shows a coupon's dates as India days and saves what it shows.
    expect(couponStarts(shopDay(COUPON_VALID_FROM)).getTime()).toBe(COUPON_VALID_FROM.getTime());
    expect(couponEnds(shopDay(COUPON_VALID_UNTIL)).getTime()).toBe(COUPON_VALID_UNTIL.getTime());
  });
});
