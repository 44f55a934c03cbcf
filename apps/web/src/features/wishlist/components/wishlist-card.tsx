import {
  DEFAULT_BRAND,
  formatINR,
  percentOff,
  unitPrice,
  type WishlistItem,
} from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Button } from '@vastra/ui';
import { CloseIcon } from '@vastra/ui/icons';
import { productPath } from '@/lib/format';

interface WishlistCardProps {
  item: WishlistItem;
  moving: boolean;
  onMove: () => void;
  onRemove: () => void;
}

export function WishlistCard({ item, moving, onMove, onRemove }: WishlistCardProps) {
  const href = productPath(item.product._id);
  const price = unitPrice(item);
  const off = percentOff(item);
  const image = item.images[0];
  return (
    <li
      className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface"
      aria-label={item.name}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden
        className="block aspect-[3/4] overflow-hidden bg-surface-muted"
      >
        {image && (
          <img
            src={image}
            alt={item.name}
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        )}
      </Link>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.name} from wishlist`}
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-full bg-surface/90 text-ink shadow-sm transition hover:text-danger-text"
      >
        <CloseIcon className="size-4" />
      </button>
      <div className="flex flex-1 flex-col p-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
          {item.brand?.name ?? DEFAULT_BRAND}
        </p>
        <Link to={href} className="mt-0.5 line-clamp-1 text-sm font-medium hover:underline">
          {item.name}
        </Link>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{formatINR(price)}</span>
          {off > 0 && (
            <>
              <span className="text-xs text-ink-muted line-through">{formatINR(item.price)}</span>
              <span className="text-xs font-semibold text-accent-text">{off}% OFF</span>
            </>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3 w-full"
          loading={moving}
          onClick={onMove}
        >
          Move to Cart
        </Button>
      </div>
    </li>
  );
}
