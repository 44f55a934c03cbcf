import { useEffect, useState } from 'react';
import type { ProductDetail } from '@vastra/contracts';
import { ProductRow } from '@/entities/catalog';
import { readRecentlyViewed } from '../lib/recently-viewed';

/**
 * "Recently viewed": the products last opened on this device, newest first, without the one on
 * screen. Drawn below the fold (after the page's own content), so its arrival moves nothing in
 * view. On a product page the page itself remembers the product; the row leaves it out.
 */
export function RecentlyViewedRow({ current }: { current?: ProductDetail }) {
  const [list, setList] = useState(() =>
    readRecentlyViewed().filter((p) => p._id !== current?._id),
  );
  useEffect(() => {
    setList(readRecentlyViewed().filter((p) => p._id !== current?._id));
  }, [current]);
  return <ProductRow id="recently-viewed-h" title="Recently viewed" products={list} />;
}
