/**
 * Layout classes and text of an order's details down to its shipping address, shared with the
 * boot script's first paint (src/app/boot/first-paint.ts), which draws that part of the page
 * before the app's JavaScript has run: change the layout or the wording here and both follow.
 * No imports: the build (vite.config.ts) reads this file too, and its functions are serialised
 * into index.html's boot script, so each may use nothing from outside its own body.
 */
export const BACK_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink';
/** On a phone the status badge has a row of its own (see order-details.tsx). */
export const ORDER_HEAD = 'mt-4 flex flex-col items-start gap-3 sm:flex-row sm:justify-between';
export const ORDER_TITLE = 'font-display text-2xl font-semibold';
export const ORDER_META = 'text-sm text-ink-muted';
export const ORDER_ID = 'font-mono text-ink';
export const STATUS_BADGE = 'rounded-full px-3 py-1 text-sm font-semibold';
export const ORDER_ACTIONS = 'mt-4 flex flex-wrap gap-3';
export const BOX = 'rounded-xl border border-line p-4 text-sm';
export const TIMELINE = `mt-6 ${BOX}`;
export const BOX_TITLE = 'font-semibold';
export const SHIPMENT = 'mt-2 text-ink-muted';
export const SHIPMENT_LINK = 'font-medium text-brand-700 underline dark:text-brand-300';
export const TIMELINE_LIST = 'mt-4 space-y-0';
export const TIMELINE_ENTRY = 'relative flex gap-3 pb-5 last:pb-0';
export const TIMELINE_RAIL = 'absolute top-4 left-[7px] h-full w-0.5 bg-line';
export const TIMELINE_DOT = 'relative mt-1 h-4 w-4 shrink-0 rounded-full border-2';
export const TIMELINE_DOT_LAST = 'border-brand-600 bg-brand-600';
export const TIMELINE_DOT_PAST = 'border-line bg-surface';
/**
 * A step's status text: one of the three below, each whole (weight and colour), so that no two
 * classes of an element compete and they join without tailwind-merge.
 */
export const TIMELINE_STATUS_LAST = 'font-medium text-ink';
export const TIMELINE_STATUS_PAST = 'font-medium text-ink-muted';
/** A step still ahead: a hollow dashed dot and lighter-weight text (full contrast), with no date. */
export const TIMELINE_DOT_FUTURE = 'border-dashed border-line bg-surface';
export const TIMELINE_STATUS_FUTURE = 'font-normal text-ink-muted';
export const TIMELINE_STAMP = 'text-xs text-ink-muted';
export const ORDER_BOXES = 'mt-6 grid gap-4 sm:grid-cols-2';
export const SHIP_TO = 'mt-2 not-italic leading-relaxed text-ink-muted';
export const SHIP_TO_NAME = 'font-medium text-ink';

/** The fonts the first paint's text is drawn in (awaited before it is drawn, so none swaps). */
export const ORDER_FONTS = [
  '600 24px "Playfair Display Variable"',
  '400 14px "Inter Variable"',
  '500 14px "Inter Variable"',
  '600 14px "Inter Variable"',
] as const;

/**
 * A timeline entry's second line: '21 November 2026, 10:30 am · note' (the note when there is
 * one), the time in India like the date. Written without `Intl` (see `lib/dates.ts`); held to
 * `toLocaleTimeString('en-IN', …)` by `order-layout.test.ts`.
 */
export function timelineStamp(
  entry: { at: string; note?: string | null },
  date: (value: string) => string,
): string {
  // India is UTC+5:30 all year (no daylight saving). Written here, not taken from the contracts'
  // shop-time: the boot script is handed this function serialised (nothing from outside it).
  const india = new Date(new Date(entry.at).getTime() + 330 * 60_000);
  const hour = india.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(hour % 12 || 12)}:${two(india.getUTCMinutes())} ${hour < 12 ? 'am' : 'pm'}`;
  return `${date(entry.at)}, ${time}${entry.note ? ` · ${entry.note}` : ''}`;
}

/**
 * The shipping address's lines under the name: street, 'City, State - PIN', country, the landmark
 * when there is one, and the mobile number.
 */
export function shipToLines(a: {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country?: string | null;
  landmark?: string | null;
  phone: string;
}): string[] {
  return [
    a.address,
    `${a.city}, ${a.state} - ${a.zipcode}`,
    a.country ?? '',
    ...(a.landmark ? [`Landmark: ${a.landmark}`] : []),
    `Mobile: ${a.phone}`,
  ];
}
