/**
 * What a pincode is, in a file without schemas: the product page's delivery check uses it at load
 * without zod (`commerce.ts`'s request schema is built from the same rule and message).
 */
export const PINCODE_PATTERN = /^\d{6}$/;

export const PincodeMsg = {
  invalid: 'Please enter a valid 6-digit pincode.',
} as const;
