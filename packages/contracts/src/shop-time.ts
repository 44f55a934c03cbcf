/**
 * The shop works in India time (UTC+05:30; India has no daylight saving). Dates the back office
 * types without a time mean days in India: a coupon "valid from 24 Nov until 30 Nov" starts at
 * 00:00 on the 24th and lasts until the end of the 30th in India, not at midnight UTC (05:30 in
 * India, which would cut the last day short by 18.5 hours and start the first one late).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time without a zone (as a datetime-local input gives it). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a typed date means: a bare day (YYYY-MM-DD) starts at 00:00 India time, or with
 * `end` lasts until 23:59:59.999 of that day; a date-time without a zone is India time; one with
 * a zone (`Z`, `+05:30`) is taken as written. `Invalid Date` for anything else.
 */
export function shopInstant(text: string, { end = false }: { end?: boolean } = {}): Date {
  const value = text.trim();
  const day = DAY.exec(value);
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - OFFSET_MS;
    const d = new Date(end ? start + DAY_MS - 1 : start);
    return shopDay(d) === value ? d : new Date(Number.NaN); // 2026-02-30 is not a day
  }
  if (LOCAL_DATE_TIME.test(value)) return new Date(Date.parse(`${value}Z`) - OFFSET_MS);
  return new Date(Date.parse(value));
}

/** The day (YYYY-MM-DD) an instant falls on in India. */
export function shopDay(instant: Date | string | number = new Date()): string {
  const t = new Date(instant).getTime();
  return Number.isNaN(t) ? '' : new Date(t + OFFSET_MS).toISOString().slice(0, 10);
}
