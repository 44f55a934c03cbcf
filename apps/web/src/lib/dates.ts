/**
 * Dates as the pages write them. No imports: index.html's boot script (src/app/boot) is handed
 * `formatDateLong` serialised, so it may use nothing from outside its own body.
 */

/**
 * '21 November 2026' (en-IN long), the day in India: the shop's day, and the same on the server
 * that draws a page and in any shopper's browser, so a hydrated page never disagrees.
 */
export function formatDateLong(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-IN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
