/**
 * The reports module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { gstCollected, gstSummaryOf } from './gst-summary';
export { createReportsRouter } from './reports.router';
