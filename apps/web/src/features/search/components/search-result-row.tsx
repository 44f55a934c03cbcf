import { type ProductSummary } from '@vastra/contracts';
import { cx } from '@vastra/ui/cx';
import { brandName, priceOf, productImage, productName } from '@/entities/catalog/lib';
import { formatINR } from '@/lib/format';

/** One search hit: thumbnail, name, brand and displayed price. */
export function SearchResultRow({
  product,
  active,
  roundPrice = false,
}: {
  product: ProductSummary;
  active: boolean;
  roundPrice?: boolean;
}) {
  const image = productImage(product);
  const { price } = priceOf(product);
  return (
    <div className={cx('flex items-center gap-3 px-3 py-2', active && 'bg-surface-muted')}>
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="h-14 w-11 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="h-14 w-11 shrink-0 rounded bg-surface-muted" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{productName(product)}</span>
        <span className="block truncate text-xs uppercase tracking-wider text-ink-muted">
          {brandName(product)}
        </span>
      </span>
      <span className="text-sm font-semibold text-ink">
        {formatINR(roundPrice ? Math.round(price) : price)}
      </span>
    </div>
  );
}
