/**
 * The contact module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createAdminInboxRouter } from './admin/admin-inbox.router';
export { recentMessages } from './admin/admin-inbox.service';
export { createContactRouter } from './contact.router';
export { contactJobs } from './contact.service';
