/**
 * Layout classes of the product and listing pages, shared with the boot script's first paint
 * (src/app/boot/first-paint.ts), which draws a landing page's main images at their final place
 * before the app's JavaScript has run: change a page's layout here and both follow.
 * No imports: the build (vite.config.ts) reads this file too.
 */
export const PRODUCT_PAGE = 'mx-auto max-w-[90rem] px-4 pb-16 pt-6 sm:px-6 lg:px-8';
export const PRODUCT_COLUMNS =
  'mt-5 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14';
export const PRODUCT_GALLERY_COLUMN = 'lg:sticky lg:top-20 lg:self-start';

export const GALLERY = 'flex flex-col-reverse gap-3 md:flex-row md:gap-4';
export const GALLERY_THUMBS =
  'flex gap-2 overflow-x-auto md:max-h-[40rem] md:flex-col md:overflow-y-auto';
export const GALLERY_THUMB = 'block h-20 w-16 overflow-hidden rounded-md md:h-24 md:w-20';
export const GALLERY_MAIN_BOX = 'relative flex-1';
export const GALLERY_MAIN =
  'block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-xl bg-surface-muted';
export const GALLERY_MAIN_IMAGE = 'h-full w-full object-cover object-top';

/**
 * The breadcrumb trail: always exactly one text-xs line (1rem), whatever the font and the names'
 * lengths — the last crumb is cut with an ellipsis instead of wrapping. A trail that wraps in the
 * fallback font and not in Inter (or the other way) moved the whole page below it when the web
 * font arrived (product page CLS 0.159 at 412 px), and the boot paint reserves one line for it.
 */
export const BREADCRUMBS =
  'flex min-w-0 flex-nowrap items-center gap-1.5 whitespace-nowrap text-xs text-ink-muted';
/** Every crumb but the last keeps its width; the last one takes what is left and truncates. */
export const BREADCRUMB_ITEM = 'shrink-0';
export const BREADCRUMB_CURRENT = 'min-w-0 truncate font-medium text-ink';

export const LISTING_PAGE = 'mx-auto max-w-[90rem] px-4 pb-28 pt-6 sm:px-6 lg:px-8 lg:pb-16';
export const LISTING_HEADER =
  'mt-3 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5';
export const LISTING_TITLE = 'font-display text-3xl font-semibold capitalize sm:text-4xl';
export const LISTING_COUNT = 'mt-1 text-sm text-ink-muted';
export const LISTING_COLUMNS = 'mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]';
export const LISTING_RESULTS = 'min-w-0 space-y-5';

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';
export const LISTING_GRID_COLUMNS = 'md:grid-cols-3 2xl:grid-cols-4';

/** "12 products" / "1 product". */
export const productCount = (n: number): string => `${n} ${n === 1 ? 'product' : 'products'}`;
