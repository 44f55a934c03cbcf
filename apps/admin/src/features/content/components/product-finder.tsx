import { useQuery } from '@tanstack/react-query';
import type { AdminProductRow } from '@vastra/contracts/admin/catalogue';
import { useDeferredValue, useId, useState, type Ref } from 'react';
import { linkableProductsQuery } from '../api/content-api';

/**
 * A search of the storefront's products (on sale: published and shown) by the words of their
 * name, brand or slug; each one found is a button (`actionLabel`) that hands it to `onChoose`.
 * Products in `exclude` (already chosen) are left out of the answers.
 */
export function ProductFinder({
  label,
  actionLabel,
  onChoose,
  exclude = [],
  inputRef,
}: {
  label: string;
  actionLabel: (product: AdminProductRow) => string;
  onChoose: (product: AdminProductRow) => void;
  exclude?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const products = useQuery(linkableProductsQuery(q));
  const found = (products.data ?? []).filter((p) => !exclude.includes(p._id));
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="max-w-md rounded-md border border-line bg-surface px-2 py-1"
      />
      {q.length >= 2 && (
        <div aria-live="polite">
          {products.isPending ? (
            <p className="text-xs text-ink-muted">Searching…</p>
          ) : products.isError ? (
            <p className="text-xs text-danger-text">The products could not be searched.</p>
          ) : found.length === 0 ? (
            <p className="text-xs text-ink-muted">
              {exclude.length ? 'No other product' : 'No product'} on the shop matches.
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {found.map((p) => (
                <li key={p._id}>
                  <button
                    type="button"
                    className="text-left text-brand-700 underline dark:text-brand-300"
                    onClick={() => onChoose(p)}
                  >
                    {actionLabel(p)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
