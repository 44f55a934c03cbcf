/**
 * The users module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { authenticate, requireAuth, shopperGuards } from './session';
export { signInThrottle } from './sign-in-throttle';
export { userJobs } from './user-mails';
export { phoneCodeJobs } from './phone-sign-in';
export { createUsersRouter } from './users.router';
export { recordCodRefusal } from './cod-refusals';
export type { CustomerAccountFilter } from './admin/customer-accounts.data';
export type { CustomerAccountLean } from './admin/customer-accounts.data';
export { countCustomerAccounts } from './admin/customer-accounts.data';
export { findCustomerAccount } from './admin/customer-accounts.data';
export { findCustomerAccountsPage } from './admin/customer-accounts.data';
export { setCustomerFlags } from './admin/customer-accounts.data';
export { assertCodAllowed } from './cod-access';
export { accountName, findCustomers, findUserIds, mailContact } from './user-lookups';
export type { CustomerLean } from './user-lookups';
