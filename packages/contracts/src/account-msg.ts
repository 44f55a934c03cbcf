/**
 * The account domain's limits and messages, in a file without schemas: the checkout shows one at
 * its load without zod (`account.ts` has the schemas and re-exports these).
 */

// ---------- Limits, and the account domain's own messages (shared copy is in Msg) ----------
export const PASSWORD_MIN_LENGTH = 6;
export const CHANGE_PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores everything past 72 bytes, so longer passwords are refused. */
export const PASSWORD_MAX_BYTES = 72;
export const MAX_ADDRESSES = 20;
export const RESET_TOKEN_TTL_MINUTES = 30;
export const GENDERS = ['male', 'female', 'other'] as const;

export const AccountMsg = {
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_BYTES} bytes long.`,
  nameTooLong: 'Name must be at most 100 characters long.',
  emailTooLong: 'Email must be at most 254 characters long.',
  registered: 'Registration successful! Please sign in.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  /** Sign-in and every signed-in request of an account the shop blocked. */
  accountBlocked:
    'This account has been blocked. Please contact us if you think this is a mistake.',
  /** Checkout, for a shopper the shop turned cash on delivery off for. */
  codDisabledForAccount: 'Cash on delivery is not available for your account. Please pay online.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  wrongOldPassword: 'Your old password is incorrect.',
  invalidGender: 'Please select a valid gender.',
  invalidDob: 'Please enter a valid date of birth (yyyy-mm-dd).',
  futureDob: 'Birthday cannot be in the future.',
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters long.`,
  notText: (field: string) => `${field} must be text.`,
  addressNotFound: 'Address not found.',
  /** Checkout's address is not (or no longer) one of the shopper's. */
  shippingAddressNotFound: 'Address not found. Please select an address before proceeding.',
  tooManyAddresses: `You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`,
  userNotFound: 'Account not found.',
  currentPasswordForEmail: 'Please enter your current password to change your email.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  currentPasswordLabel: 'Current password (needed to change your email)',
  emailChangedSignOut:
    'Your email has been changed. You have been signed out on your other devices.',
} as const;
