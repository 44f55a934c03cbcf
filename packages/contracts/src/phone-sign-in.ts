import { z } from 'zod';
import { MessageBodySchema } from './common';
import { Msg } from './messages';
import { PHONE_PATTERN, phoneValue } from './phone';

/**
 * Signing in with a phone number and a one-time code sent by SMS, beside e-mail and password.
 * The shopper gives the number an account carries; the shop texts a code; the code signs in.
 * Both sides import these limits, messages and schemas.
 */

/** Digits in a code. */
export const OTP_LENGTH = 6;
/** A code signs in within this many minutes of being sent. */
export const OTP_TTL_MINUTES = 5;
/** Wrong tries a code allows; the next try (even with the right code) finds it dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Seconds before a number may be sent another code. */
export const OTP_RESEND_SECONDS = 30;
/** Codes one number may be sent per hour. */
export const OTP_PER_NUMBER_PER_HOUR = 5;
/** Codes one client address may ask for per hour, over every number. */
export const OTP_PER_CLIENT_PER_HOUR = 20;

export const OtpMsg = {
  /** The one answer to a code request, whether or not an account has the number. */
  codeSent: `If an account has this number, we have sent it a ${OTP_LENGTH}-digit code by SMS. It works for ${OTP_TTL_MINUTES} minutes.`,
  codeRequired: `Please enter the ${OTP_LENGTH}-digit code we sent you.`,
  codeFormat: `The code is ${OTP_LENGTH} digits.`,
  /** Wrong, expired, already used or spent: one message, so none of them is told apart. */
  codeInvalid: 'That code is not valid. Please check it, or ask for a new code.',
  resendWait: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code.`,
  tooManyForNumber: (when: string) =>
    `Too many codes for this number. Please try again in ${when}.`,
  tooManyForClient: (when: string) => `Too many code requests. Please try again in ${when}.`,
  tooManyTries: (when: string) => `Too many code attempts. Please try again in ${when}.`,
  /** A shop with no SMS provider configured. */
  unavailable:
    'Sign-in with a phone number is not available right now. Please sign in with your email.',
  /** The SMS itself. */
  sms: (code: string) =>
    `${code} is your Vastra sign-in code. It works for ${OTP_TTL_MINUTES} minutes. Never share it with anyone, not even Vastra staff.`,
} as const;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Any JSON value read as text ('' when it is not text), so the rules below give the message. */
const asText = (v: unknown) => (typeof v === 'string' ? v : '');

/** A phone field: the canonical 10 digits (see `phone.ts`), or refused with the phone message. */
const phoneField = z
  .unknown()
  .optional()
  .transform((v) => phoneValue(asText(v)))
  .pipe(z.string().regex(PHONE_PATTERN, { error: Msg.phone10 }))
  .meta({ override: { type: 'string' } });

/** A code as typed: spaces ignored ("123 456"), then exactly six digits. */
const codeField = z
  .unknown()
  .optional()
  .transform((v) => asText(v).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: OtpMsg.codeRequired })
      .regex(OTP_PATTERN, { error: OtpMsg.codeFormat }),
  )
  .meta({ override: { type: 'string' } });

export const PhoneCodeBodySchema = z
  .object({ phone: phoneField })
  .meta({ override: { required: ['phone'] } });
export type PhoneCodeBody = z.infer<typeof PhoneCodeBodySchema>;

export const PhoneVerifyBodySchema = z
  .object({ phone: phoneField, code: codeField })
  .meta({ override: { required: ['phone', 'code'] } });
export type PhoneVerifyBody = z.infer<typeof PhoneVerifyBodySchema>;

/** The answer to a code request (202: the SMS goes out after the answer). */
export const PhoneCodeResponseSchema = MessageBodySchema;
