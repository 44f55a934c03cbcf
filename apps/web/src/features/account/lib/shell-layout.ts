/**
 * Layout classes of My Account's frame (heading, side nav, page column), shared with the boot
 * script's first paint of an order's details (src/app/boot/first-paint.ts): change the frame here
 * and both follow. No imports: the build (vite.config.ts) reads this file too.
 */
export const ACCOUNT_PAGE = 'mx-auto max-w-6xl px-4 py-8 sm:py-12';
export const ACCOUNT_TITLE = 'font-display text-3xl font-semibold';
export const ACCOUNT_COLUMNS =
  'mt-6 grid grid-cols-1 gap-6 md:mt-8 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10';
export const ACCOUNT_ASIDE = 'min-w-0 md:sticky md:top-24 md:self-start';
export const ACCOUNT_MAIN = 'min-w-0';
/** The side nav: a scrolling row on phones. */
export const ACCOUNT_NAV = '-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0';
export const ACCOUNT_NAV_LIST = 'flex gap-1 md:flex-col md:gap-0.5';
/**
 * A link of the account's nav. Its colours and hover come from one of the variants below, whole,
 * so that no two classes of an element compete and they join without tailwind-merge.
 */
export const ACCOUNT_NAV_ITEM =
  'block shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors';
export const ACCOUNT_NAV_ITEM_ACTIVE = 'bg-ink text-surface hover:bg-ink';
export const ACCOUNT_NAV_ITEM_IDLE = 'text-ink-muted hover:bg-surface-muted hover:text-ink';
export const ACCOUNT_NAV_LOGOUT =
  'w-full text-left text-danger-text hover:bg-danger/5 disabled:opacity-50';
