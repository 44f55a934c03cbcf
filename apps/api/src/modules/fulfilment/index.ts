/**
 * The fulfilment module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { createCourier } from './courier';
export type { BookedShipment, Courier } from './courier';
export { forgetCourierEvent, recordCourierEvent } from './courier-events';
export { xpressbeesStatus } from './xpressbees-courier';
