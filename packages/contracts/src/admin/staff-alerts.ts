import { z } from 'zod';
import { successBody } from '../common';

/**
 * Each staff member's own e-mail alerts, off until they turn them on in their back-office
 * settings: a mail for every new order, and the daily low-stock digest. Only active accounts get
 * them; a deactivated account gets none.
 */

export const StaffAlertsSchema = z.object({
  /** "E-mail me about new orders". */
  newOrders: z.boolean(),
  /** "E-mail me the daily low-stock digest". */
  lowStockDigest: z.boolean(),
});
export type StaffAlerts = z.infer<typeof StaffAlertsSchema>;

export const NO_STAFF_ALERTS: StaffAlerts = { newOrders: false, lowStockDigest: false };

export const StaffAlertsMsg = {
  newOrdersLabel: 'E-mail me about new orders',
  lowStockDigestLabel: 'E-mail me the daily low-stock digest',
  saved: 'Your e-mail alerts are saved.',
  choiceInvalid: 'Please choose on or off.',
} as const;

const choice = z.boolean({ error: StaffAlertsMsg.choiceInvalid });

/** Either alert, or both; a field left out keeps its setting. */
export const StaffAlertsBodySchema = z
  .object({ newOrders: choice.optional(), lowStockDigest: choice.optional() })
  .strict();
export type StaffAlertsBody = z.infer<typeof StaffAlertsBodySchema>;

export const StaffAlertsResponseSchema = successBody({ alerts: StaffAlertsSchema });
export const StaffAlertsSavedResponseSchema = successBody({
  message: z.string(),
  alerts: StaffAlertsSchema,
});

/** The daily low-stock digest's hour in India (0–23) when the environment does not set one. */
export const DEFAULT_LOW_STOCK_DIGEST_HOUR = 9;
