/**
 * The product card's frame and image box, shared with the boot script's first paint
 * (src/app/boot/first-paint.ts), which shows a listing's first images before the app has run.
 * No imports: the build (vite.config.ts) reads this file too.
 */
export const CARD_FRAME = 'overflow-hidden rounded-lg ring-1 ring-line/70';
export const CARD_IMAGE_BOX = 'relative h-[340px] overflow-hidden bg-surface-muted';
export const CARD_IMAGE = 'h-full w-full object-cover object-top';
