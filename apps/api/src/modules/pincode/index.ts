/**
 * The pincode module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { pincodeDataset } from './dataset';
export { createPincodeRouter } from './pincode.router';
export { createPincodeService } from './pincode.service';
export type { PincodeService } from './pincode.service';
export { XpressbeesClient, XpressbeesError } from './xpressbees.client';
export type { XpressbeesConfig } from './xpressbees.client';
