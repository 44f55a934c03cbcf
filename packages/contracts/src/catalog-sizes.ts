/**
 * The catalogue's size facts the storefront's pages use at load, in a file without schemas: the
 * browser evaluates it without building any zod schema (`catalog.ts` re-exports them).
 */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const FALLBACK_SIZES: string[] = [...SIZES];

/** Below this many units left in a size the product page shows "Only n left". */
export const LOW_STOCK_THRESHOLD = 5;
