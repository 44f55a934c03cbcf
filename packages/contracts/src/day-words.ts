/**
 * Calendar days in words, as en-IN writes them, without `Intl`: the first `Intl.DateTimeFormat`
 * a page builds costs a phone tens of milliseconds, and writing the words here also keeps the
 * server that draws a page and every browser to one spelling (ICU versions disagree, e.g. on
 * "Sep" and "Sept"). Held to Node's `toLocaleDateString('en-IN', …)` by `day-words.test.ts`.
 */

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');
const WEEKDAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');

/** 'Mon, 1 Dec' for a calendar day (`month` 1–12). */
export function shortDayLabel(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]}`;
}
