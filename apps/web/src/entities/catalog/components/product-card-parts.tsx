import { memo } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { StarIcon } from '@vastra/ui/icons';
import { formatINR, productPath } from '@/lib/format';
import {
  brandName,
  isOutOfStock,
  priceOf,
  productImage,
  productName,
  type CardProduct,
} from '../lib';
import { CARD_IMAGE } from '../card-layout';

/**
 * The parts of a product card that depend on the product only, memoised: opening the card's size
 * sheet or adding it to the bag re-renders the card's controls, not its picture, links and texts.
 */
export const CardPicture = memo(function CardPicture({
  product,
  priority,
}: {
  product: CardProduct;
  priority: boolean;
}) {
  const image = productImage(product);
  const { percent } = priceOf(product);
  return (
    <>
      <Link to={productPath(product._id)} tabIndex={-1} aria-hidden className="block h-full">
        {image ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={cx(
              CARD_IMAGE,
              'transition-transform duration-700 ease-out group-hover:scale-[1.04]',
            )}
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-ink-muted">No image</div>
        )}
      </Link>
      {percent > 0 && (
        <span className="absolute left-3 top-3 rounded-sm bg-ink px-2 py-1 text-[0.7rem] font-semibold uppercase tracking-wider text-surface">
          {percent}% off
        </span>
      )}
      {isOutOfStock(product) && (
        <span className="absolute inset-x-0 bottom-0 bg-black/70 py-2 text-center text-xs font-semibold uppercase tracking-widest text-white">
          Out of Stock
        </span>
      )}
    </>
  );
});

/** Brand, name (the link to the product), price and percent off, rating, reviews, material. */
export const CardDetails = memo(function CardDetails({ product }: { product: CardProduct }) {
  const { price, listPrice, percent } = priceOf(product);
  return (
    <>
      <p className="truncate text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink-muted">
        {brandName(product)}
      </p>
      <h3 className="line-clamp-1 text-sm font-medium">
        <Link to={productPath(product._id)} className="hover:underline focus-visible:underline">
          {productName(product)}
        </Link>
      </h3>
      {/* One line whatever the font: wrapping here depended on the web font's metrics, so the
          card's height changed when Inter replaced the fallback (a layout shift). */}
      <div className="flex min-w-0 items-baseline gap-x-2 overflow-hidden whitespace-nowrap">
        <span className="shrink-0 text-base font-semibold">{formatINR(price)}</span>
        {percent > 0 && (
          <>
            <span className="shrink-0 text-xs text-ink-muted line-through">
              {formatINR(listPrice)}
            </span>
            <span className="min-w-0 truncate text-xs font-semibold text-success-text">
              {percent}% off
            </span>
          </>
        )}
      </div>
      <div className="flex items-center gap-2 text-xs text-ink-muted">
        {typeof product.ratings === 'number' && (
          <span className="inline-flex items-center gap-0.5 rounded-sm bg-success px-1.5 py-0.5 font-semibold text-white">
            {product.ratings.toFixed(1)}
            <StarIcon className="size-3" />
            <span className="sr-only"> out of 5</span>
          </span>
        )}
        {typeof product.reviewCount === 'number' && (
          <span>
            ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        )}
        {product.material && <span className="ml-auto truncate">{product.material}</span>}
      </div>
    </>
  );
});
