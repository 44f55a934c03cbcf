import { shortDayLabel } from './day-words';
import { shopDay } from './shop-time';

/**
 * The expected delivery date range an order is given when it is placed: the courier's ETA for the
 * pincode (in days) counted from the day the order is placed in India, to two days later. Plain
 * calendar days, no cut-off hour and no holidays. Dates are India days, `YYYY-MM-DD`.
 */

export const DELIVERY_RANGE_SPREAD_DAYS = 2;

/** The range as orders store and answer it (India days). */
export interface DeliveryRange {
  from: string;
  to: string;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The range for an order placed at `placedAt` to a pincode `etaDays` away; null without an ETA. */
export function expectedDeliveryRange(
  placedAt: Date,
  etaDays: number | null | undefined,
): DeliveryRange | null {
  if (etaDays === null || etaDays === undefined || !Number.isFinite(etaDays) || etaDays < 0)
    return null;
  const from = addDays(shopDay(placedAt), Math.ceil(etaDays));
  return { from, to: addDays(from, DELIVERY_RANGE_SPREAD_DAYS) };
}

/** 'Mon, 1 Dec' for an India day. */
function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return shortDayLabel(y!, m!, d!);
}

/** 'Mon, 1 Dec – Wed, 3 Dec': how the storefront and the e-mails say the range. */
export function formatDeliveryRange(range: DeliveryRange): string {
  return range.from === range.to
    ? dayLabel(range.from)
    : `${dayLabel(range.from)} – ${dayLabel(range.to)}`;
}

/** The sentence every place uses. */
export const expectedDeliveryText = (range: DeliveryRange): string =>
  `Expected delivery: ${formatDeliveryRange(range)}`;
