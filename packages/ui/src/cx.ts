/**
 * Joins class names (clsx: strings, falsy values, arrays, objects) without resolving Tailwind
 * conflicts. For what every page draws first (header, bottom bar, count badges): `cn()` would bring
 * tailwind-merge and its configuration into the first script. Use it only where no two classes
 * passed in can compete; anything that takes a caller's className to override its own uses `cn()`.
 */
export { clsx as cx } from 'clsx';
