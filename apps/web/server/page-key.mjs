/**
 * The one spelling of a public page's address that nginx keys its page cache by and the storefront
 * renders: what only analytics reads is dropped (campaign tags, ad-click ids), and the other query
 * parameters are put in name order (a page reads them by name, so their order changes nothing).
 * So an ad click, a shared link with tags, or filters written in another order reuse the page
 * already drawn instead of adding an entry each; the address in the shopper's browser keeps them
 * for the analytics that run there.
 */

/** Parameters no page reads: campaign tags and the ad networks' click ids. */
const TRACKING =
  /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|twclid|ttclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** `pathAndQuery` (as requested: a path, maybe a query) in its one spelling. */
export function pageKey(pathAndQuery) {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const path = pathAndQuery.slice(0, at);
  const params = [...new URLSearchParams(pathAndQuery.slice(at + 1))].filter(
    ([name]) => !TRACKING.test(name),
  );
  if (params.length === 0) return path;
  // Array#sort is stable: values of a repeated parameter keep their order.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params)}`;
}
