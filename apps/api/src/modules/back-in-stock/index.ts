/**
 * The back-in-stock module's public face: what other modules, flows and the app may use.
 * Everything else in this folder (models, data access, helpers) is private to the module.
 */
export { createBackInStockRouter } from './back-in-stock.router';
export { backInStockJobs } from './back-in-stock.service';
