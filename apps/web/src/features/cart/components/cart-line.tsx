import type { CartItem } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { DEFAULT_BRAND, formatINR } from '@vastra/contracts';
import { productPath } from '@/lib/format';
import { BAG_LINE, BAG_LINE_IMAGE, BAG_LINE_IMAGE_BOX } from '../lib/bag-layout';

interface CartLineProps {
  item: CartItem;
  /** On screen when the bag opens: the picture is not lazy (the first line's is the LCP). */
  aboveFold?: boolean;
  busy: boolean;
  canIncrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  onChangeSize: (size: string) => void;
}

/** The line's size: a choice among the product's sizes when it has several, else plain text. */
function LineSize({
  item,
  busy,
  onChange,
}: {
  item: CartItem;
  busy: boolean;
  onChange: (size: string) => void;
}) {
  const sizes = item.product.sizes ?? [];
  if (!item.size) return null;
  if (sizes.length < 2) return <p className="mt-1 text-sm text-ink-muted">Size: {item.size}</p>;
  return (
    <label className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
      Size:
      <select
        value={item.size}
        disabled={busy}
        onChange={(e) => onChange(e.target.value)}
        aria-label={`Size of ${item.product.name}`}
        className="rounded border border-line bg-surface px-1.5 py-0 text-sm font-medium text-ink disabled:opacity-60"
      >
        {sizes.map((s) => (
          <option key={s.size} value={s.size} disabled={s.stock <= 0 && s.size !== item.size}>
            {s.size}
            {s.stock <= 0 && s.size !== item.size ? ' (out of stock)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

const stepButton =
  'grid size-9 place-items-center text-lg text-ink transition hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

export function CartLine({
  item,
  aboveFold = false,
  busy,
  canIncrease,
  onIncrease,
  onDecrease,
  onRemove,
  onChangeSize,
}: CartLineProps) {
  const { product } = item;
  const image = product.images[0];
  const struck = product.mrp > item.unitPrice;
  return (
    <li className={BAG_LINE} aria-label={product.name}>
      <Link to={productPath(product._id)} tabIndex={-1} aria-hidden className={BAG_LINE_IMAGE_BOX}>
        {image ? (
          <img
            src={image}
            alt={product.name}
            width={96}
            height={128}
            className={BAG_LINE_IMAGE}
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : undefined}
          />
        ) : (
          <div className={BAG_LINE_IMAGE} aria-hidden />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {product.brand?.name ?? DEFAULT_BRAND}
            </p>
            <Link
              to={productPath(product._id)}
              className="mt-0.5 block font-medium text-ink hover:underline"
            >
              {product.name}
            </Link>
            <LineSize item={item} busy={busy} onChange={onChangeSize} />
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${product.name}`}
            className="grid size-8 shrink-0 place-items-center rounded-full text-ink-muted transition hover:bg-surface-muted hover:text-danger-text disabled:opacity-40"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path
                d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        <p className="mt-2 flex items-baseline gap-2 text-sm">
          <span className="font-semibold text-ink">{formatINR(item.unitPrice)}</span>
          {struck && <span className="text-ink-muted line-through">{formatINR(product.mrp)}</span>}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div
            className="inline-flex items-center overflow-hidden rounded-md border border-line"
            role="group"
            aria-label={`Quantity of ${product.name}`}
          >
            <button
              type="button"
              className={stepButton}
              onClick={onDecrease}
              disabled={busy}
              aria-label={
                item.quantity > 1
                  ? `Decrease quantity of ${product.name}`
                  : `Remove ${product.name} (quantity 1)`
              }
            >
              −
            </button>
            <output
              className="w-10 text-center text-sm font-semibold tabular-nums"
              aria-label="Quantity"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={onIncrease}
              disabled={!canIncrease}
              aria-label={`Increase quantity of ${product.name}`}
            >
              +
            </button>
          </div>
          <p className="text-sm font-semibold tabular-nums" aria-label="Line total">
            {formatINR(item.lineTotal)}
          </p>
        </div>
        {!busy && item.quantity >= product.stock && product.stock > 0 && (
          <p className="mt-2 text-xs text-warning">Only {product.stock} left in this size.</p>
        )}
      </div>
    </li>
  );
}
