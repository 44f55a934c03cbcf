/**
 * Layout classes and the address text of the checkout's first step, shared with the boot script's
 * first paint (src/app/boot/first-paint.ts), which draws the saved addresses at their final place
 * before the app's JavaScript has run: change the layout or the wording here and both follow.
 * No imports: the build (vite.config.ts) reads this file too, and `addressLine` is serialised
 * into index.html's boot script, so it may use nothing from outside its own body.
 */
/** Room at the bottom on phones for the Place Order bar (PLACE_ORDER_BAR). */
export const CHECKOUT_PAGE = 'mx-auto max-w-6xl px-4 pt-8 pb-40 sm:pt-12 lg:pb-12';
/** Place Order pinned above the phone's bottom bar (at the edge on tablets), in the column from lg. */
export const PLACE_ORDER_BAR =
  'fixed inset-x-0 bottom-16 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur md:bottom-0 lg:static lg:z-auto lg:mt-5 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none';
export const CHECKOUT_TITLE = 'font-display text-3xl font-semibold';
export const CHECKOUT_BODY = 'mt-6';
export const CHECKOUT_COLUMNS =
  'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10';
export const CHECKOUT_STEPS = 'min-w-0 space-y-6';
export const STEP = 'rounded-xl border border-line p-5 sm:p-6';
export const STEP_TITLE = 'flex items-center gap-3 font-display text-xl font-semibold';
export const STEP_NUMBER =
  'grid size-7 place-items-center rounded-full bg-ink text-sm font-sans text-surface';
export const STEP_BODY = 'mt-5';
export const ADDRESS_GRID = 'grid gap-3 sm:grid-cols-2';
export const ADDRESS_CARD =
  'flex h-full cursor-pointer gap-3 rounded-lg border p-4 pr-16 transition-colors';
export const ADDRESS_CARD_CHECKED = 'border-ink bg-surface-muted/60';
export const ADDRESS_CARD_UNCHECKED = 'border-line hover:border-ink/40';
export const ADDRESS_RADIO = 'mt-1 size-4 shrink-0 accent-ink';
export const ADDRESS_TEXT = 'min-w-0 text-sm';
export const ADDRESS_NAME = 'flex items-center gap-2 font-semibold';
export const ADDRESS_DEFAULT =
  'rounded-full bg-brand-100 px-2 py-0.5 text-[0.65rem] font-semibold text-brand-800';
export const ADDRESS_LINE = 'mt-1 block text-ink-muted';

/** The fonts the first paint's text is drawn in (awaited before it is drawn, so none swaps). */
export const CHECKOUT_FONTS = [
  '600 20px "Playfair Display Variable"',
  '400 14px "Inter Variable"',
  '600 14px "Inter Variable"',
] as const;

/** '12 Janpath, Near the park, New Delhi, Delhi - 110001' (the landmark only when there is one). */
export function addressLine(a: {
  address: string;
  landmark?: string | null;
  city: string;
  state: string;
  zipcode: string;
}): string {
  return `${a.address}${a.landmark ? `, ${a.landmark}` : ''}, ${a.city}, ${a.state} - ${a.zipcode}`;
}
