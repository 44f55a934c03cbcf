import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui/button';
import { ApiError } from '@/lib/api-client';

export const CATEGORY_NOT_FOUND_TITLE = 'Category not found';

/** A subcategory's name as written in its URL ("Kurta Sets" → "kurta-sets"). */
export const categorySlug = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * Whether a category URL names nothing: the API refused the id (400, malformed) or knows no such
 * category (404), or, on the subcategory URL, the loaded category has no subcategory with that
 * id or name.
 */
export function isCategoryNotFound(
  error: unknown,
  data: { subcategory: { _id: string; name: string }[] } | undefined,
  subcategoryId?: string,
  subcategorySlug?: string,
): boolean {
  if (error instanceof ApiError) return error.status === 400 || error.status === 404;
  if (!subcategoryId || !data) return false;
  return !data.subcategory.some(
    (s) => s._id === subcategoryId || (subcategorySlug && categorySlug(s.name) === subcategorySlug),
  );
}

/** The not-found page of a category or subcategory URL, with the ways back into the shop. */
export function CategoryNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p aria-hidden className="font-display text-7xl font-semibold text-ink-muted">
        404
      </p>
      <h1 className="font-display text-3xl font-semibold">{CATEGORY_NOT_FOUND_TITLE}</h1>
      <p className="text-ink-muted">
        This category has moved or never existed. Everything we sell is still a click away.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Go Home
        </Link>
        <Link to="/products" className={buttonClass('outline', 'lg')}>
          Browse Products
        </Link>
      </div>
    </section>
  );
}
