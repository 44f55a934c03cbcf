import { LOW_STOCK_THRESHOLD, Msg, type ProductDetail } from '@vastra/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '@vastra/ui/accordion';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { BagIcon, HeartIcon, ReturnIcon, StarIcon, TruckIcon } from '@vastra/ui/icons';
import { useAddToCart, useIsInCart } from '@/entities/cart';
import { brandName, isOutOfStock, priceOf, productImage, sizesOf } from '@/entities/catalog/lib';
import { offerSignIn, signInToContinue } from '@/entities/session';
import { useToggleWishlist } from '@/entities/wishlist';
import { categoryPath, formatINR } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { FitNote } from './fit-note';
import { ProductGallery } from './product-gallery';
import { SizeGuideButton } from './size-guide-button';
import { PRODUCT_COLUMNS, PRODUCT_GALLERY_COLUMN, PRODUCT_PAGE } from '../lib/page-layout';

const SPEC_FIELDS: [keyof ProductDetail, string][] = [
  ['fitType', 'Fit'],
  ['pattern', 'Pattern'],
  ['sleeveType', 'Sleeve'],
  ['neckType', 'Neck'],
  ['occasion', 'Occasion'],
  ['countryOfOrigin', 'Country of Origin'],
  ['material', 'Material'],
];

/** Label → value rows: the named fields first, then any other specification not already listed. */
export function specificationRows(p: ProductDetail): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, label] of SPEC_FIELDS) {
    const v = p[key];
    if (typeof v === 'string' && v.trim()) rows.push([label, v.trim()]);
  }
  const seen = new Set(rows.map(([l]) => l.toLowerCase()));
  for (const [label, value] of Object.entries(p.specifications)) {
    if (value.trim() && !seen.has(label.toLowerCase())) rows.push([label, value]);
  }
  return rows;
}

function stockOf(p: ProductDetail, size: string): number | null {
  const row = p.sizeStock.find((s) => s.size === size);
  return row ? row.stock : null;
}

function breadcrumbTrail(p: ProductDetail): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', to: '/' }];
  if (p.category.name) trail.push({ label: p.category.name, to: categoryPath(p.category) });
  if (p.subcategory?.name) {
    const slug = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '-');
    trail.push({
      label: p.subcategory.name,
      to: `/${slug(p.category.name)}/${slug(p.subcategory.name)}/${p.category._id}/${p.subcategory._id}`,
    });
  }
  trail.push({ label: p.name });
  return trail;
}

/**
 * The product page body: breadcrumbs, gallery, name, brand, prices, offers, size selector, add to
 * bag, wishlist heart, a delivery slot (the pincode check) and the information accordions.
 */
export function ProductDetails({
  product,
  delivery,
}: {
  product: ProductDetail;
  delivery?: ReactNode;
}) {
  const { isLoggedIn } = useSession();
  const sizes = sizesOf(product);
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? (sizes[0] ?? null) : null);
  const [sizeError, setSizeError] = useState(false);
  const sizeSection = useRef<HTMLDivElement>(null);
  const inBag = useIsInCart(product._id, size ?? undefined);
  const add = useAddToCart({
    loginMessage: Msg.loginToAddToBag,
    errorFallback: Msg.failedAddToBag,
    visitor: true,
  });
  const wishlist = useToggleWishlist(product._id);
  const { price, listPrice, percent } = priceOf(product);
  const mrp = product.pricing.mrp || listPrice;
  const soldOut = isOutOfStock(product);

  const onAdd = () => {
    if (sizes.length > 0 && !size) {
      setSizeError(true);
      sizeSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      sizeSection.current
        ?.querySelector<HTMLButtonElement>('button:not(:disabled)')
        ?.focus({ preventScroll: true });
      return;
    }
    add.mutate(
      { productId: product._id, size: size ?? undefined },
      // A visitor's line is kept on this device; signing in (offered here) adds it to the account.
      { onSuccess: () => !isLoggedIn && offerSignIn() },
    );
  };

  const onHeart = () => {
    if (!isLoggedIn) {
      signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId: product._id });
      return;
    }
    const image = productImage(product);
    wishlist.toggle({
      name: product.name,
      price: listPrice,
      mrp,
      discountedPrice: price,
      images: image ? [image] : [],
      availableSizes: sizes,
    });
  };

  const specRows = specificationRows(product);
  const sections: AccordionItem[] = [
    {
      id: 'description',
      title: 'Product Description',
      content: (
        <div className="space-y-3 leading-6">
          <p className="whitespace-pre-line">{product.description}</p>
          {product.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {product.tags.map((t) => (
                <li key={t} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">
                  #{t}
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    {
      id: 'specifications',
      title: 'Specifications',
      content: (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          {specRows.map(([label, value]) => (
            <div key={label} className="border-b border-line pb-2">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="text-sm font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: 'care',
      title: 'Care Instructions',
      content: (
        <ul className="list-disc space-y-1 pl-5">
          {(product.careInstructions.length
            ? product.careInstructions
            : ['Follow the care label on the garment.']
          ).map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping',
      content: (
        <p className="leading-6">{product.shippingInfo || 'Delivered in 3–7 working days.'}</p>
      ),
    },
    {
      id: 'returns',
      title: 'Returns',
      content: (
        <p className="leading-6">{product.returns || 'Easy 7-day returns on unworn items.'}</p>
      ),
    },
  ];

  return (
    <div className={PRODUCT_PAGE}>
      <Breadcrumbs items={breadcrumbTrail(product)} />
      <div className={PRODUCT_COLUMNS}>
        <div className={PRODUCT_GALLERY_COLUMN}>
          <ProductGallery images={product.images} name={product.name} />
        </div>

        <div className="flex flex-col gap-6">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
              {brandName(product)}
            </p>
            <h1 className="mt-2 font-display text-3xl font-semibold leading-tight sm:text-4xl">
              {product.name}
            </h1>
            {product.reviewCount > 0 && (
              <a
                href="#reviews"
                className="mt-3 inline-flex items-center gap-2 text-sm text-ink-muted hover:text-ink"
              >
                <span className="inline-flex items-center gap-1 rounded-sm bg-success px-1.5 py-0.5 text-xs font-semibold text-white">
                  {product.ratings.toFixed(1)} <StarIcon className="size-3" />
                  <span className="sr-only"> out of 5</span>
                </span>
                {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
              </a>
            )}
          </div>

          <div className="border-y border-line py-5">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-semibold" aria-label={`Price ${formatINR(price)}`}>
                {formatINR(price)}
              </span>
              {percent > 0 && (
                <>
                  <span className="text-base text-ink-muted">
                    MRP <s aria-label={`MRP ${formatINR(mrp)}`}>{formatINR(mrp)}</s>
                  </span>
                  <span className="text-base font-semibold text-accent-text">({percent}% OFF)</span>
                </>
              )}
            </p>
            <p className="mt-1 text-xs text-success-text">Inclusive of all taxes</p>
          </div>

          {sizes.length > 0 && (
            <div ref={sizeSection} className="scroll-mt-32">
              <FitNote fit={product.fit} />
              <div className="flex items-center justify-between gap-3">
                <h2 id="size-heading" className="text-sm font-semibold uppercase tracking-[0.14em]">
                  Select Size
                </h2>
                <div className="flex items-center gap-4">
                  {size && <span className="text-xs text-ink-muted">Selected: {size}</span>}
                  <SizeGuideButton
                    garment={product.garment}
                    categoryId={product.category._id}
                    subcategoryId={product.subcategory?._id}
                    categoryChart={product.categorySizeChart === true}
                    selectedSize={size}
                  />
                </div>
              </div>
              <div
                role="group"
                aria-labelledby="size-heading"
                className="mt-3 flex flex-wrap gap-2.5"
              >
                {sizes.map((s) => {
                  const left = stockOf(product, s);
                  const unavailable = left !== null && left <= 0;
                  const selected = s === size;
                  return (
                    <div key={s} className="flex flex-col items-center gap-1">
                      <button
                        type="button"
                        disabled={unavailable}
                        aria-pressed={selected}
                        aria-label={unavailable ? `${s} (out of stock)` : s}
                        onClick={() => {
                          setSize(s);
                          setSizeError(false);
                        }}
                        className={cx(
                          'grid h-12 min-w-12 place-items-center rounded-full border px-3 text-sm font-semibold transition',
                          selected
                            ? 'border-ink bg-ink'
                            : cx(
                                sizeError ? 'border-danger/60' : 'border-line',
                                'hover:border-ink',
                              ),
                          unavailable
                            ? 'cursor-not-allowed text-ink-muted line-through opacity-50'
                            : selected && 'text-surface',
                        )}
                      >
                        {s}
                      </button>
                      {left !== null && left > 0 && left < LOW_STOCK_THRESHOLD && (
                        <span className="text-[0.65rem] font-semibold text-warning">
                          Only {left} left
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
              {sizeError && (
                <p role="alert" className="mt-2 text-sm font-medium text-danger-text">
                  {Msg.selectSizeProductPage}
                </p>
              )}
            </div>
          )}

          <div className="flex gap-3">
            {inBag ? (
              <Button size="lg" className="flex-1" disabled>
                <BagIcon className="size-5" /> {Msg.addedToBag}
              </Button>
            ) : (
              <Button
                size="lg"
                className="flex-1"
                onClick={onAdd}
                loading={add.isPending}
                disabled={soldOut}
              >
                {!add.isPending && <BagIcon className="size-5" />}
                {soldOut ? 'Out of Stock' : add.isPending ? 'Adding…' : 'Add to Bag'}
              </Button>
            )}
            <Button
              size="custom"
              variant="outline"
              onClick={onHeart}
              aria-pressed={wishlist.isWishlisted}
              aria-label={wishlist.isWishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
              className="h-12 px-4 text-base tracking-wide"
            >
              <HeartIcon
                filled={wishlist.isWishlisted}
                className={cx('size-5', wishlist.isWishlisted && 'text-rose-600')}
              />
              <span className={cx('hidden sm:inline', wishlist.isWishlisted && 'text-rose-600')}>
                {wishlist.isWishlisted ? 'Wishlisted' : 'Wishlist'}
              </span>
            </Button>
          </div>
          {inBag && (
            <Link
              to="/cart"
              className="-mt-3 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Go to Bag →
            </Link>
          )}

          {product.offers.length > 0 && (
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-[0.14em]">Offers for you</h2>
              <ul className="mt-3 space-y-2">
                {product.offers.map((o) => (
                  <li
                    key={o}
                    className="flex gap-2.5 rounded-md border border-dashed border-brand-300 bg-brand-50/60 px-3 py-2 text-sm dark:bg-brand-900/20"
                  >
                    <span aria-hidden className="text-accent-text">
                      %
                    </span>
                    {o}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {delivery}

          <ul className="grid grid-cols-2 gap-3 text-xs text-ink-muted">
            <li className="flex items-center gap-2">
              <TruckIcon className="size-5 text-ink" /> Free delivery above ₹999
            </li>
            <li className="flex items-center gap-2">
              <ReturnIcon className="size-5 text-ink" /> Easy 7-day returns
            </li>
          </ul>

          <Accordion items={sections} defaultOpen={['description']} />
        </div>
      </div>
    </div>
  );
}

/** Product page skeleton while the product loads. */
export function ProductDetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto grid max-w-[90rem] gap-8 px-4 pt-10 sm:px-6 lg:grid-cols-2 lg:px-8"
    >
      <div className="aspect-[4/5] animate-pulse rounded-xl bg-surface-muted" />
      <div className="space-y-4">
        <div className="h-3 w-24 animate-pulse rounded bg-surface-muted" />
        <div className="h-9 w-3/4 animate-pulse rounded bg-surface-muted" />
        <div className="h-8 w-40 animate-pulse rounded bg-surface-muted" />
        <div className="flex gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="size-12 animate-pulse rounded-full bg-surface-muted" />
          ))}
        </div>
        <div className="h-12 w-full animate-pulse rounded bg-surface-muted" />
      </div>
    </div>
  );
}
