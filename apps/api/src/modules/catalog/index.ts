/**
 * The catalog module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createCatalogueAdminRouter } from './admin/catalogue-admin.router';
export { createSizeChartsAdminRouter } from './admin/size-charts.admin';
export { createCatalogRouter, createCatalogueAnswers, catalogueLane } from './catalog.router';
export { startCatalogueSignal } from './catalogue-signal';
export { watchCatalogueWrites } from './catalogue-version';
export { cachedAnswers, httpCache } from './http-cache';
export { commerceProduct, commerceProducts, readCommerceProducts } from './product-cache';
export {
  COMMERCE_PRODUCT_FIELDS,
  availableSizes,
  cartProductView,
  outOfStock,
  resolveSize,
  sizeLabel,
} from './product-stock';
export type { ProductLean } from './product-stock';
export { PRODUCT_SUMMARY_FIELDS, stockForSize, toProductSummary } from './product.dto';
export type { ProductSource } from './product.dto';
export { isUnlisted } from './product.model';
export { publishProductsWithoutStatus } from './publication-backfill';
export { etagFor } from './http-cache';
export { matchesIfNoneMatch } from './http-cache';
export { privately } from './http-cache';
export type { CachedAnswer, ResponseCache } from './response-cache';
export { createResponseCache } from './response-cache';
export { highestOwnThreshold } from './admin/low-stock.data';
export { lowStockProducts } from './admin/low-stock.data';
export { setOwnThreshold } from './admin/low-stock.data';
export {
  categoryOutline,
  listedProducts,
  onShopProductIds,
  productExists,
  productNames,
  productsOffShop,
  productSummariesByIds,
  setFitCounts,
  setProductRating,
} from './catalog-lookups';
export { listedInSubcategories, listedPlacement, listedSummariesInOrder } from './look-lookups';
export { RESTOCK_JOB, recordRestock } from './restock';
export type { Restocked } from './restock';
export { putBackStock, stockLeft, takeStock } from './stock-moves';
export type { StockLine, UnitsBack } from './stock-moves';
