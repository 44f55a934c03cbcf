/**
 * The content module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createAdminContentRouter } from './admin/admin-content.router';
export { createContentRouter } from './content.router';
export { blogDates, styleDates } from './content.service';
