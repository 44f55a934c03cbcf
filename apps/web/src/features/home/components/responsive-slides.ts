import type { CSSProperties } from 'react';

/**
 * Slides per view that never exceed the item count: `wide` from 1024 px, 2 from 640 px, 1 below.
 * Returns the class and the CSS variables it reads.
 */
export function slidesPerView(
  count: number,
  wide: number,
): { className: string; style: CSSProperties } {
  const n = Math.max(1, count);
  return {
    className:
      'basis-[calc(100%/var(--spv-sm))] sm:basis-[calc(100%/var(--spv-md))] lg:basis-[calc(100%/var(--spv-lg))]',
    style: {
      '--spv-sm': 1,
      '--spv-md': Math.min(2, n),
      '--spv-lg': Math.min(wide, n),
    } as CSSProperties,
  };
}
