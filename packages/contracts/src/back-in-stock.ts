import { z } from 'zod';
import { isEmail } from './account';
import { ObjectIdSchema, successBody } from './common';

/**
 * Back-in-stock alerts: a shopper asks to be e-mailed when a sold-out size of a product can be
 * bought again. One request per e-mail, product and size; it is mailed once, when staff raise that
 * size's stock from none.
 */

export const STOCK_ALERT_EMAIL_MAX = 254;

/** Copy both the storefront and the API use. */
export const BackInStockMsg = {
  notifyMe: 'Notify me',
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  emailTooLong: `Email must be at most ${STOCK_ALERT_EMAIL_MAX} characters.`,
  productNotFound: 'Product not found.',
  inStock: 'This size is in stock. You can add it to your bag now.',
  saved: 'We will e-mail you when this size is back in stock.',
  failed: 'Could not save your request. Please try again.',
  soldOutHeading: 'Sold out? Get an e-mail when it is back',
  alreadySaved: 'You are already on the list for this size. We will e-mail you when it is back.',
  tooMany: (when: string) => `Too many back-in-stock requests. Please try again in ${when}.`,
} as const;

/** The e-mail's subject when a size is back. */
export const backInStockSubject = (product: string, size: string | null) =>
  `Back in stock: ${product}${size ? ` (size ${size})` : ''}`;

// ---------- POST /api/back-in-stock ----------
export const BackInStockBodySchema = z.object({
  productId: ObjectIdSchema,
  /** The size asked for; null (or absent) for a one-size product. */
  size: z
    .string({ error: 'Size must be text.' })
    .trim()
    .max(40, { error: 'Size must be at most 40 characters.' })
    .nullish()
    .transform((v) => v || null),
  /** Visitors give an address; a signed-in shopper's own address is used instead. */
  email: z
    .string({ error: BackInStockMsg.emailRequired })
    .trim()
    .max(STOCK_ALERT_EMAIL_MAX, { error: BackInStockMsg.emailTooLong })
    .refine((v) => v === '' || isEmail(v), { error: BackInStockMsg.invalidEmail })
    .transform((v) => v.toLowerCase())
    .optional(),
});
export type BackInStockBody = z.infer<typeof BackInStockBodySchema>;
export type BackInStockInput = z.input<typeof BackInStockBodySchema>;

/** 201 when the request is new, 200 when this e-mail already waits for this size. */
export const BackInStockResponseSchema = successBody({
  message: z.string(),
  alreadyRequested: z.boolean(),
});
export type BackInStockResponse = z.infer<typeof BackInStockResponseSchema>;
