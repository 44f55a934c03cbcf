import { slugify } from '@vastra/contracts';

export { formatINR } from '@vastra/contracts';
export { formatDateLong } from './dates';

/** '21 Nov 2026'. */
export function formatDateShort(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-IN', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function categoryPath(category: { _id: string; name: string }): string {
  return `/${slugify(category.name)}/${category._id}`;
}

export function subcategoryPath(
  category: { _id: string; name: string },
  sub: { _id: string; name: string },
): string {
  return `/${slugify(category.name)}/${slugify(sub.name)}/${category._id}/${sub._id}`;
}

export function productPath(id: string): string {
  return `/productdetails/${id}`;
}
