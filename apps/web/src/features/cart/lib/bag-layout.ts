/**
 * Layout classes of the bag page, shared with the boot script's first paint
 * (src/app/boot/first-paint.ts), which draws the first line's picture at its final place before
 * the app's JavaScript has run: change the bag's layout here and both follow.
 * No imports: the build (vite.config.ts) reads this file too.
 */
export const BAG_PAGE = 'mx-auto max-w-6xl px-4 py-8 sm:py-12';
export const BAG_TITLE = 'font-display text-3xl font-semibold';
export const BAG_BODY = 'mt-6';
export const BAG_COLUMNS = 'grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12';
export const BAG_LINES = 'divide-y divide-line border-b border-line';
export const BAG_LINE = 'flex gap-4 py-5 sm:gap-6';
export const BAG_LINE_IMAGE_BOX = 'shrink-0 overflow-hidden rounded-lg bg-surface-muted';
export const BAG_LINE_IMAGE = 'h-32 w-24 object-cover sm:h-40 sm:w-32';
