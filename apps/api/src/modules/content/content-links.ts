import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { linkedProductId } from '@vastra/contracts/storefront-links';
import { AppError } from '../../lib/app-error';
import { onShopProductIds, productsOffShop } from '../catalog';

/**
 * A banner's or the home deal's link to a product page must open a product: one that does not
 * exist is always refused; a draft, hidden or archived one is refused while the content is shown
 * (a switched-off banner or deal may keep it, so staff can prepare it or take it down).
 */
export async function checkContentLink(link: string, shown: boolean): Promise<void> {
  const id = linkedProductId(link);
  if (!id) return;
  const off = await productsOffShop([id]);
  const message = off.unknown
    ? AdminContentMsg.linkProductMissing
    : shown && off.unlisted[0]
      ? AdminContentMsg.linkProductOffShop(off.unlisted[0])
      : null;
  if (message) throw AppError.badRequest(message, [{ path: 'link', message }]);
}

/** The rows, each marked with whether its link opens a product shoppers cannot open now. */
export async function markProductLinks<R extends { link: string }>(
  rows: R[],
): Promise<(R & { linkOffShop: boolean })[]> {
  const linked = rows.map((r) => linkedProductId(r.link));
  const ids = linked.filter((id): id is string => id !== null);
  const onShop = ids.length ? await onShopProductIds(ids) : new Set<string>();
  return rows.map((r, i) => ({ ...r, linkOffShop: linked[i] !== null && !onShop.has(linked[i]!) }));
}
