/**
 * The stock-alerts module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createLowStockRouter } from './low-stock.router';
export { lowStockRows } from './low-stock.service';
export { lowStockDigestCron, lowStockDigestJobs, runLowStockDigest } from './low-stock-digest';
