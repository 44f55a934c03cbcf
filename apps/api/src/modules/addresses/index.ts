/**
 * The addresses module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createAddressesRouter } from './addresses.router';
export { listAddresses, shippingAddress } from './addresses.service';
