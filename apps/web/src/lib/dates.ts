/**
 * Dates as the pages write them. No imports: index.html's boot script (src/app/boot) is handed
 * `formatDateLong` serialised, so it may use nothing from outside its own body.
 */

/**
 * '21 November 2026' (en-IN long; `month: 'short'` writes '21 Nov 2026'), the day in India: the
 * shop's day, and the same on the server that draws a page and in any shopper's browser, so a
 * hydrated page never disagrees. Written without `Intl`: a phone's first `Intl.DateTimeFormat`
 * costs tens of milliseconds, and a list of reviews or orders built one per date. Held to Node's
 * `toLocaleDateString('en-IN', …)` by `lib/__tests__/dates.test.ts`.
 */
export function formatDateLong(
  value: string | number | Date | undefined | null,
  month: 'long' | 'short' = 'long',
): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  // India is UTC+5:30 all year (no daylight saving).
  const d = new Date(time + 330 * 60_000);
  const names =
    month === 'long'
      ? 'January February March April May June July August September October November December'
      : 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec';
  return `${d.getUTCDate()} ${names.split(' ')[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
