/**
 * The payments module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { GatewayError, createPaymentGateway, verifyHmac } from './gateway';
export type { PaymentGateway } from './gateway';
export type { PaymentLean } from './payment.model';
export { createPaymentsRouter } from './payments.router';
export {
  PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_MESSAGE,
  UNUSED_PAYMENT_NOTE,
  UNUSED_PAYMENT_REFUND_AFTER_MS,
  assertDeliverable,
  createPaymentOrder,
  linkPaymentToOrder,
  paymentJobs,
  usablePayment,
} from './payments.service';
export {
  claimUnusedRefund,
  linkFoundOrder,
  markRefunded,
  paymentByGatewayOrder,
  refundAttemptFailed,
  unusedPayments,
} from './unused-payments.data';
