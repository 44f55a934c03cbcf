import { z } from 'zod';

/**
 * Where a cash on delivery refund is paid. Nothing was paid through the gateway, so the shop pays
 * the refund by hand: the shopper gives a UPI ID or a bank account on their order page, staff pay
 * it and record the bank's reference. The shopper may change the details until staff have paid.
 *
 * The shop keeps the least it needs: a UPI ID, or the holder's name, the IFSC and the account
 * number (encrypted by the API; only its last four digits are ever shown back to the shopper).
 */

export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A UPI ID: `name@bank` (the handle, then the bank's or app's short name). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
/** An Indian Financial System Code: four letters (the bank), a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export const RefundPayoutMsg = {
  chooseMethod: 'Please choose UPI or a bank account.',
  upiInvalid: 'Please enter a valid UPI ID, like name@okhdfcbank.',
  holderRequired: 'Please enter the account holder’s name as the bank has it.',
  holderInvalid: 'Please enter the account holder’s name in letters (up to 100).',
  accountInvalid: 'Please enter the account number: 9 to 18 digits.',
  accountMismatch: 'The two account numbers do not match.',
  ifscInvalid: 'Please enter a valid IFSC, like HDFC0001234.',
  saved: 'Thank you. We will pay your refund there.',
  /** The received-return e-mail of a cash on delivery order. */
  askByMail:
    'Please tell us where to pay it: open this order under Your Orders on our website and give a UPI ID or a bank account.',
  notWaiting: 'This order has no refund waiting for your account details.',
  alreadyPaid: 'This refund has already been paid.',
} as const;

/** Spaces and dashes people type inside long numbers are dropped. */
const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

const accountNumber = z
  .string({ error: RefundPayoutMsg.accountInvalid })
  .transform(digitsOnly)
  .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: RefundPayoutMsg.accountInvalid }));

export const UpiPayoutBodySchema = z.object({
  method: z.literal('upi'),
  upiId: z
    .string({ error: RefundPayoutMsg.upiInvalid })
    .trim()
    .regex(UPI_ID_PATTERN, { error: RefundPayoutMsg.upiInvalid })
    .toLowerCase(),
});

export const BankPayoutBodySchema = z
  .object({
    method: z.literal('bank'),
    holder: z
      .string({ error: RefundPayoutMsg.holderRequired })
      .trim()
      .min(1, { error: RefundPayoutMsg.holderRequired })
      .max(100, { error: RefundPayoutMsg.holderInvalid })
      .regex(/^[\p{L}][\p{L} .'-]*$/u, { error: RefundPayoutMsg.holderInvalid }),
    accountNumber,
    /** The number typed a second time: a slip of a finger would send the money elsewhere. */
    accountNumberConfirm: z
      .string({ error: RefundPayoutMsg.accountMismatch })
      .transform(digitsOnly),
    ifsc: z
      .string({ error: RefundPayoutMsg.ifscInvalid })
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, { error: RefundPayoutMsg.ifscInvalid }),
  })
  .refine((b) => b.accountNumber === b.accountNumberConfirm, {
    error: RefundPayoutMsg.accountMismatch,
    path: ['accountNumberConfirm'],
  });

/** `PUT /api/orders/:id/refund-account`: a UPI ID, or a bank account entered twice. */
export const RefundAccountBodySchema = z.discriminatedUnion(
  'method',
  [UpiPayoutBodySchema, BankPayoutBodySchema],
  { error: RefundPayoutMsg.chooseMethod },
);
export type RefundAccountBody = z.infer<typeof RefundAccountBodySchema>;

/** The shopper's form: every field is a string; only the chosen method's are checked. */
export interface RefundAccountForm {
  method: PayoutMethod;
  upiId: string;
  holder: string;
  accountNumber: string;
  accountNumberConfirm: string;
  ifsc: string;
}
/**
 * The form's schema: the request body's, applied to the form's strings.
 * @alias
 */
export const RefundAccountFormSchema = RefundAccountBodySchema;

// ---------- Showing what was given ----------

/** `as***@okicici`: the handle's first two characters, then the bank. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  if (at < 0) return '***';
  return `${upiId.slice(0, Math.min(2, at))}***${upiId.slice(at)}`;
}

/** `••••1234`: an account number by its last four digits. */
export const maskAccount = (last4: string): string => `••••${last4}`;

/** What the shop keeps of a payout, as far as showing it needs. */
export interface PayoutFields {
  method: PayoutMethod;
  upiId?: string | null;
  ifsc?: string | null;
  accountLast4?: string | null;
}

/** One line for a payout, masked: `UPI: as***@okicici` or `A/c ••••1234, HDFC0001234`. */
export function payoutLabel(p: PayoutFields): string {
  if (p.method === 'upi') return `UPI: ${maskUpiId(p.upiId ?? '')}`;
  return `A/c ${maskAccount(p.accountLast4 ?? '')}, ${p.ifsc ?? ''}`;
}

/** A payout as the shopper's order answer shows it: masked, never the full number. */
export const RefundPayoutViewSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  /** `UPI: as***@okicici` or `A/c ••••1234, HDFC0001234`. */
  masked: z.string(),
  /** The bank account's holder (null for UPI). */
  holder: z.string().nullable(),
  providedAt: z.string(),
});
export type RefundPayoutView = z.infer<typeof RefundPayoutViewSchema>;

/** The form's starting values: empty, or the method already chosen (numbers are never sent back). */
export function refundAccountDefaults(current?: RefundPayoutView | null): RefundAccountForm {
  return {
    method: current?.method ?? 'upi',
    upiId: '',
    holder: current?.holder ?? '',
    accountNumber: '',
    accountNumberConfirm: '',
    ifsc: '',
  };
}
