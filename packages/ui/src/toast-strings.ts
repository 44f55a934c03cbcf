export type ToastKind = 'success' | 'error' | 'info';

/**
 * Storefront toasts close after 5000 ms. The account and transaction screens' (the account area,
 * sign-in, sign-up, forgot and reset password, checkout, contact) close after 1000 ms: their
 * callers pass ACCOUNT_TOAST_MS.
 */
export const STOREFRONT_TOAST_MS = 5000;
export const ACCOUNT_TOAST_MS = 1000;

/** The accessible name of the toasts' one live region. */
export const TOAST_REGION_LABEL = 'Notifications';
