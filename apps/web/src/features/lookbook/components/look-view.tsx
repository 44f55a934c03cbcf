import { Msg, type ProductSummary } from '@vastra/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from '@vastra/ui/cn';
import { HeartIcon } from '@vastra/ui/icons';
import { Skeleton } from '@vastra/ui/skeleton';
import { useAddToCart, useIsInCart } from '@/entities/cart';
import { brandName, priceOf, productImage, sizeInStock, sizesOf } from '@/entities/catalog/lib';
import { signInToContinue, type IntentAction } from '@/entities/session';
import { useToggleWishlist } from '@/entities/wishlist';
import { formatINR, productPath } from '@/lib/format';
import { session } from '@/lib/session';
import { useInfluencerProduct } from '../api/get-influencer-product';

/**
 * The wishlist needs a session: 'You need to login first', and the product is wishlisted once the
 * visitor has signed in. (A visitor's bag is kept on the device.)
 */
function requireLogin(action: IntentAction): boolean {
  if (session.get().token) return true;
  signInToContinue(Msg.loginFirst, action);
  return false;
}

/** A product of the look: prices, sizes shown on hover (always on touch screens) that add to the bag, a heart. */
function LookProductCard({ product }: { product: ProductSummary }) {
  const navigate = useNavigate();
  const add = useAddToCart({ loginMessage: Msg.loginFirst, visitor: true });
  const wishlist = useToggleWishlist(product._id);
  const inBag = useIsInCart(product._id);
  const { price, listPrice, percent } = priceOf(product);
  const sizes = sizesOf(product);
  const image = productImage(product);
  const soldOut = product.stock <= 0;
  const open = () => navigate(productPath(product._id));

  const addSize = (size?: string) => {
    if (soldOut) return;
    add.mutate({ productId: product._id, size });
  };
  const heart = () => {
    if (!requireLogin({ kind: 'wishlist', productId: product._id })) return;
    wishlist.toggle({
      name: product.name,
      price: listPrice,
      mrp: listPrice,
      discountedPrice: price,
      images: image ? [image] : [],
      availableSizes: sizes,
    });
  };

  return (
    <article aria-label={product.name} className="group relative">
      <div className="relative overflow-hidden rounded-lg bg-surface-muted">
        <button
          type="button"
          onClick={open}
          className="block w-full"
          aria-label={`Open ${product.name}`}
        >
          {image ? (
            <img
              src={image}
              alt=""
              loading="lazy"
              className="aspect-[3/4] w-full object-cover object-top transition-transform duration-700 group-hover:scale-[1.04]"
            />
          ) : (
            <span className="grid aspect-[3/4] place-items-center text-sm text-ink-muted">
              No image
            </span>
          )}
        </button>
        <button
          type="button"
          onClick={heart}
          aria-pressed={wishlist.isWishlisted}
          aria-label={
            wishlist.isWishlisted
              ? `Remove ${product.name} from wishlist`
              : `Add ${product.name} to wishlist`
          }
          className={cn(
            'absolute right-2.5 top-2.5 grid size-9 place-items-center rounded-full bg-white/90 shadow-sm transition hover:scale-110',
            wishlist.isWishlisted ? 'text-rose-600' : 'text-gray-800',
          )}
        >
          <HeartIcon filled={wishlist.isWishlisted} className="size-[1.1rem]" />
        </button>
        {inBag && (
          <span className="absolute left-2.5 top-2.5 rounded-sm bg-ink px-2 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wider text-surface">
            In Bag
          </span>
        )}
        <div
          role="group"
          aria-label={`Add ${product.name} to bag`}
          className="absolute inset-x-0 bottom-0 translate-y-0 bg-surface/95 p-2.5 backdrop-blur transition duration-300 md:translate-y-full md:opacity-0 md:group-focus-within:translate-y-0 md:group-focus-within:opacity-100 md:group-hover:translate-y-0 md:group-hover:opacity-100"
        >
          {soldOut ? (
            <p className="text-center text-xs font-semibold uppercase tracking-wider text-ink-muted">
              Out of Stock
            </p>
          ) : sizes.length > 0 ? (
            <div className="flex flex-wrap justify-center gap-1.5">
              {sizes.map((s) => (
                <button
                  key={s}
                  type="button"
                  disabled={!sizeInStock(product, s) || add.isPending}
                  onClick={() => addSize(s)}
                  aria-label={`Add size ${s} to bag`}
                  className="min-w-9 rounded border border-line px-2 py-1 text-xs font-semibold transition hover:border-ink hover:bg-ink hover:text-surface disabled:cursor-not-allowed disabled:opacity-40"
                >
                  {s}
                </button>
              ))}
            </div>
          ) : (
            <button
              type="button"
              onClick={() => addSize()}
              disabled={add.isPending}
              className="w-full rounded bg-ink py-1.5 text-xs font-semibold uppercase tracking-wider text-surface"
            >
              Add to Bag
            </button>
          )}
        </div>
      </div>
      <div className="mt-2.5 space-y-0.5 px-0.5">
        <p className="text-[0.68rem] font-semibold uppercase tracking-[0.14em] text-ink-muted">
          {brandName(product)}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium">
          <button type="button" onClick={open} className="text-left hover:underline">
            {product.name}
          </button>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{formatINR(price)}</span>
          {percent > 0 && (
            <>
              <s className="text-xs text-ink-muted">{formatINR(listPrice)}</s>
              <span className="text-xs font-semibold text-success-text">{percent}% off</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}

/** `/influencer-product/{id}`: the look's main image, 'Get the look' with the item count and its products. */
export function LookView({ id }: { id: string }) {
  const query = useInfluencerProduct(id);
  // A load failure is only logged; the shopper sees 'No product data available.'.
  useEffect(() => {
    if (query.isError) console.error('Influencer product load failed', id, query.error);
  }, [query.isError, query.error, id]);

  if (query.isPending)
    return (
      <div
        role="status"
        aria-label="Loading look"
        className="mx-auto grid max-w-[90rem] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8"
      >
        <Skeleton rounded="rounded-2xl" className="aspect-[3/4] w-full" />
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      </div>
    );

  const look = query.data;
  if (query.isError || !look || !Array.isArray(look.productDetails))
    return (
      <p role="status" className="mx-auto max-w-lg px-4 py-24 text-center text-ink-muted">
        {Msg.noProductData}
      </p>
    );

  const items = look.productDetails;
  const handle = look.influencer.instagramHandle.replace(/^@/, '');
  return (
    <div className="mx-auto grid max-w-[90rem] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 lg:px-8">
      <figure className="lg:sticky lg:top-24 lg:self-start">
        <img
          src={look.image.trim()}
          alt={look.title || `Look by @${handle}`}
          className="aspect-[3/4] w-full rounded-2xl object-cover"
        />
        <figcaption className="mt-3 flex items-center gap-3">
          <img
            src={look.influencer.image.trim()}
            alt=""
            className="size-10 rounded-full object-cover"
          />
          <span>
            <span className="block text-sm font-semibold">{look.influencer.name}</span>
            <span className="block text-xs text-ink-muted">@{handle}</span>
          </span>
        </figcaption>
      </figure>
      <section aria-labelledby="get-the-look-h">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-text">
          {look.title}
        </p>
        <h1 id="get-the-look-h" className="mt-1 font-display text-3xl font-semibold sm:text-4xl">
          Get the look{' '}
          <span className="text-lg font-normal text-ink-muted">
            ({items.length} {items.length === 1 ? 'item' : 'items'})
          </span>
        </h1>
        {items.length === 0 ? (
          <p role="status" className="mt-8 text-ink-muted">
            {Msg.noProductData}
          </p>
        ) : (
          <ul
            className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3"
            aria-label="Products in this look"
          >
            {items.map((p) => (
              <li key={p._id}>
                <LookProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
