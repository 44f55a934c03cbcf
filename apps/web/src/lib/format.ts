export { formatINR } from '@vastra/contracts';
export { formatDateLong } from './dates';
export { categoryPath, productPath, subcategoryPath } from '@vastra/contracts/storefront-paths';

/** '21 Nov 2026', the day in India (as `formatDateLong`). */
export function formatDateShort(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-IN', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
