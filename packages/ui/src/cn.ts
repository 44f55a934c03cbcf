import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge taught the project's own tokens (declared with `@theme` in `styles.css`), so
 * that a later class wins over an earlier one of the same kind: `animate-*` keyframes here; the
 * colour tokens (`text-ink`, `bg-surface-muted`…) and fonts (`font-display`) are already read as
 * colours and families by its defaults.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      animate: ['slide-in-right', 'slide-in-left', 'slide-in-up', 'fade-in'],
    },
  },
});

/**
 * Joins class names (clsx: strings, falsy values, arrays, objects) and resolves Tailwind
 * conflicts so that the last class wins: `cn('px-6', 'px-4')` is `'px-4'`.
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
