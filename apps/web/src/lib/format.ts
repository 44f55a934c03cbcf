export { formatINR } from '@vastra/contracts';
import { formatDateLong } from './dates';

export { formatDateLong };
export { categoryPath, productPath, subcategoryPath } from '@vastra/contracts/storefront-paths';

/** '21 Nov 2026', the day in India (as `formatDateLong`). */
export function formatDateShort(value: string | number | Date | undefined | null): string {
  return formatDateLong(value, 'short');
}
