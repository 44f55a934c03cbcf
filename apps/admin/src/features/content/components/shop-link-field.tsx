import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LIST_TYPES } from '@vastra/contracts';
import {
  categoryPath,
  INDEXABLE_STATIC_PATHS,
  productPath,
  subcategoryPath,
} from '@vastra/contracts/storefront-paths';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form';
import { categoriesKey, listCategories } from '@/lib/categories';
import { ProductFinder } from './product-finder';

/** What each fixed storefront page is called in the picker. */
const PAGE_NAMES: Record<(typeof INDEXABLE_STATIC_PATHS)[number], string> = {
  '/': 'Home',
  '/products': 'All products',
  '/trending': 'Trending',
  '/all-styles': 'Get the Look',
  '/influencer': 'Influencers',
  '/blogs': 'Blog',
  '/testimonials': 'Testimonials',
  '/about': 'About us',
  '/contact': 'Contact us',
  '/privacy': 'Privacy policy',
  '/shipping': 'Shipping policy',
  '/return': 'Returns policy',
  '/terms': 'Terms and conditions',
};
const COLLECTION_NAMES: Record<(typeof PRODUCT_LIST_TYPES)[number], string> = {
  latest: 'New arrivals',
  trending: 'Trending products',
};

/**
 * A link to a page of the shop: typed, or filled by choosing a page, a product collection, a
 * category or a subcategory, or by finding a product (paths built with the contracts' storefront
 * path helpers, so each is one the storefront opens).
 */
export function ShopLinkField({
  name,
  label,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const { setValue } = useFormContext();
  const id = useId();
  const fill = (path: string) => setValue(name, path, { shouldDirty: true, shouldValidate: true });
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
    enabled: !disabled,
  });
  return (
    <div className="flex flex-col gap-2">
      <TextField name={name} label={label} hint={hint} disabled={disabled} />
      {!disabled && (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={id} className="font-medium">
            Choose a page
          </label>
          <select
            id={id}
            value=""
            className="max-w-md rounded-md border border-line bg-surface px-2 py-1"
            onChange={(e) => {
              if (e.target.value) fill(e.target.value);
            }}
          >
            <option value="">Choose a page…</option>
            <optgroup label="Pages">
              {INDEXABLE_STATIC_PATHS.map((path) => (
                <option key={path} value={path}>
                  {PAGE_NAMES[path]}
                </option>
              ))}
              {PRODUCT_LIST_TYPES.map((type) => (
                <option key={type} value={`/products?type=${type}`}>
                  {COLLECTION_NAMES[type]}
                </option>
              ))}
            </optgroup>
            {(categories.data?.length ?? 0) > 0 && (
              <optgroup label="Categories">
                {categories.data!.map((c) => (
                  <option key={c._id} value={categoryPath(c)}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
            {categories.data?.some((c) => c.subcategories.length > 0) && (
              <optgroup label="Subcategories">
                {categories.data.flatMap((c) =>
                  c.subcategories.map((s) => (
                    <option key={s._id} value={subcategoryPath(c, s)}>
                      {`${c.name} › ${s.name}`}
                    </option>
                  )),
                )}
              </optgroup>
            )}
          </select>
          {categories.isError && (
            <p className="text-xs text-danger-text">The categories could not be loaded.</p>
          )}
          <ProductFinder
            label="Or find a product"
            actionLabel={(p) => `Link to ${p.name}`}
            onChoose={(p) => fill(productPath(p._id))}
          />
        </div>
      )}
    </div>
  );
}
