import { useEffect, useState } from 'react';
import type { ProductDetail } from '@vastra/contracts';
import { ProductCard } from '@/entities/catalog';
import { readRecentlyViewed, rememberViewed } from '../lib/recently-viewed';

/**
 * "Recently viewed": the products last opened on this device, newest first, without the one on
 * screen. Drawn below the fold (after the page's own content), so its arrival moves nothing in
 * view. On a product page it also remembers that product (after reading the earlier ones).
 */
export function RecentlyViewedRow({ current }: { current?: ProductDetail }) {
  const [list, setList] = useState(() =>
    readRecentlyViewed().filter((p) => p._id !== current?._id),
  );
  useEffect(() => {
    setList(readRecentlyViewed().filter((p) => p._id !== current?._id));
    if (current) rememberViewed(current);
  }, [current]);
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="recently-viewed-h"
      className="mx-auto max-w-[90rem] border-t border-line px-4 py-10 sm:px-6 lg:px-8"
    >
      <h2 id="recently-viewed-h" className="font-display text-2xl font-semibold">
        Recently viewed
      </h2>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-2">
        {list.map((p) => (
          <li key={p._id} className="w-56 shrink-0 snap-start">
            <ProductCard product={p} bagButton={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
