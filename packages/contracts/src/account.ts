import { z } from 'zod';
import { successBody } from './common';
import { DEFAULT_COUNTRY, Msg } from './messages';
import { PHONE_PATTERN, phoneValue } from './phone';
import { shopDay } from './shop-time';
import {
  PASSWORD_MIN_LENGTH,
  CHANGE_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_BYTES,
  GENDERS,
  AccountMsg,
} from './account-msg';
import { PINCODE_PATTERN } from './pincode-rule';

/**
 * Account contracts: sign-in, registration, password flows, profile and addresses.
 *
 * Every form is described by an ordered list of rules (`registerRules`, `addressRules`…), in the
 * order the form checks them: the first failing rule of a field is that field's error, and
 * `firstError()` is the message a form shows first. The request schemas apply the same rules
 * (after normalising: names trimmed, e-mail trimmed and lower-cased), so the API answers the same
 * message the browser would have shown. Both sides import these; nothing here touches Node APIs.
 */

export { MAX_ADDRESSES, RESET_TOKEN_TTL_MINUTES, GENDERS, AccountMsg } from './account-msg';

// ---------- Ordered rules ----------
export interface FieldIssue {
  path: string;
  message: string;
}

/** One validation rule: when `fails(values)` is true, `field` gets `message`. */
export interface Rule<T> {
  field: keyof T & string;
  message: string;
  fails: (values: T) => boolean;
}

/** Runs rules in order; a field keeps only its first failing rule. Issues come out in rule order. */
export function runRules<T>(rules: readonly Rule<T>[], values: T): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.field)) continue;
    if (rule.fails(values)) {
      seen.add(rule.field);
      issues.push({ path: rule.field, message: rule.message });
    }
  }
  return issues;
}

/** The message a form shows first, or null when every rule passes. */
export function firstError<T>(rules: readonly Rule<T>[], values: T): string | null {
  return runRules(rules, values)[0]?.message ?? null;
}

/** Per-field messages (first failing rule of each field), for inline form errors. */
export function fieldErrors<T>(
  rules: readonly Rule<T>[],
  values: T,
): Partial<Record<keyof T & string, string>> {
  const out: Partial<Record<keyof T & string, string>> = {};
  for (const issue of runRules(rules, values)) out[issue.path as keyof T & string] = issue.message;
  return out;
}

// ---------- Field normalisers (anything not a string reads as empty) ----------
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/**
 * The fields below accept any JSON value and normalise it (so the rules give their own message),
 * which a generated JSON Schema would render as `{}`: each says what a client must send instead.
 */
const stringField = { override: { type: 'string' } } as const;
const nullableStringField = { override: { type: ['string' as const, 'null' as const] } };
/** Trimmed text. */
const text = z
  .unknown()
  .optional()
  .transform((v) => str(v).trim())
  .meta(stringField);
/** Trimmed, lower-cased e-mail. */
const email = z
  .unknown()
  .optional()
  .transform((v) => str(v).trim().toLowerCase())
  .meta(stringField);
/** A password, kept exactly as typed. */
const secret = z.unknown().optional().transform(str).meta(stringField);
/** A phone number: the canonical 10 digits when it is an Indian number (see `phone.ts`). */
const phone = z
  .unknown()
  .optional()
  .transform((v) => phoneValue(str(v)))
  .meta(stringField);
/**
 * Fields that may be left empty refuse a value that is present but not text (null counts as
 * absent): reading `{"$gt": ""}` or `42` as '' would silently clear or overwrite stored data.
 */
const textOnly = (message: string) =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined || v === null || typeof v === 'string', { error: message })
    .meta(nullableStringField);
/** Optional trimmed text: absent (or null) stays undefined (leave unchanged), '' clears. */
const optionalText = (message: string) =>
  textOnly(message)
    .transform((v) => (typeof v === 'string' ? v.trim() : undefined))
    .optional()
    .meta(nullableStringField);
/** Trimmed text that may be empty: absent (or null) reads as ''. */
const emptyableText = (message: string) =>
  textOnly(message)
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .meta(nullableStringField);

/**
 * The shop's one e-mail rule, used by every form and request that takes an address (sign-up,
 * sign-in recovery, profile, contact, newsletter): zod's e-mail pattern. A local part of dot-separated
 * words (letters, digits, _ ' + -; no leading, trailing or doubled dot), '@', dot-separated
 * domain labels and a top-level domain of two or more letters: `a.b+shop@mail.co.in` passes,
 * `a..b@c.de`, `.a@b.in`, `a@b` and `a@b.c` do not.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
/** An address's zipcode is a pincode: one rule (pincode-rule.ts). */
export const ZIPCODE_PATTERN = PINCODE_PATTERN;
export const DOB_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** UTF-8 length in bytes (what bcrypt counts); a lone surrogate counts as its 3-byte replacement. */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
const byteLength = utf8Length;
const tooLong = (s: string, max: number) => s.length > max;

/** Input digits only, capped at 10 (the register/profile inputs do this as the user types). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Today's date (yyyy-mm-dd) in India, where the shop is. */
export function todayInIndia(now: Date = new Date()): string {
  return shopDay(now);
}

/** A real calendar date written yyyy-mm-dd, from 1900 on. */
export function isValidDob(value: string): boolean {
  if (!DOB_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value >= '1900-01-01'
  );
}

/** Builds a request schema: normalise every field, then apply the ordered rules. */
function ruledObject<S extends z.ZodRawShape>(
  shape: S,
  rules: readonly Rule<z.output<z.ZodObject<S>>>[],
) {
  // A field is required when leaving it out breaks one of its rules.
  const absent = z.object(shape).safeParse({});
  const required = absent.success
    ? [...new Set(runRules(rules, absent.data).map((i) => i.path))]
    : [];
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const issue of runRules(rules, values))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    })
    .meta({ override: { required } });
}

// ---------- Sign-in ----------
const loginShape = { email, password: secret };
export type LoginValues = z.output<z.ZodObject<typeof loginShape>>;
export const loginRules: readonly Rule<LoginValues>[] = [
  { field: 'email', message: Msg.emailRequired, fails: (v) => v.email === '' },
  { field: 'password', message: Msg.passwordRequired, fails: (v) => v.password === '' },
];
export const LoginBodySchema = ruledObject(loginShape, loginRules);
export type LoginBody = z.infer<typeof LoginBodySchema>;

// ---------- Register ----------
const registerShape = { name: text, email, phone, password: secret };
export type RegisterValues = z.output<z.ZodObject<typeof registerShape>>;
export const registerRules: readonly Rule<RegisterValues>[] = [
  { field: 'name', message: Msg.nameRequired, fails: (v) => v.name === '' },
  { field: 'name', message: AccountMsg.nameTooLong, fails: (v) => tooLong(v.name, 100) },
  { field: 'email', message: Msg.emailRequired, fails: (v) => v.email === '' },
  { field: 'email', message: Msg.invalidEmail, fails: (v) => !isEmail(v.email) },
  { field: 'email', message: AccountMsg.emailTooLong, fails: (v) => tooLong(v.email, 254) },
  { field: 'phone', message: Msg.phone10, fails: (v) => !PHONE_PATTERN.test(v.phone) },
  { field: 'password', message: Msg.passwordRequired, fails: (v) => v.password === '' },
  {
    field: 'password',
    message: Msg.password6,
    fails: (v) => v.password.length < PASSWORD_MIN_LENGTH,
  },
  {
    field: 'password',
    message: AccountMsg.passwordTooLong,
    fails: (v) => byteLength(v.password) > PASSWORD_MAX_BYTES,
  },
];
export const RegisterBodySchema = ruledObject(registerShape, registerRules);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

// ---------- Forgot password ----------
const forgotShape = { email };
export type ForgotValues = z.output<z.ZodObject<typeof forgotShape>>;
export const forgotPasswordRules: readonly Rule<ForgotValues>[] = [
  { field: 'email', message: Msg.emailRequired, fails: (v) => v.email === '' },
  {
    field: 'email',
    message: Msg.invalidEmail,
    fails: (v) => !isEmail(v.email) || tooLong(v.email, 254),
  },
];
export const ForgotPasswordBodySchema = ruledObject(forgotShape, forgotPasswordRules);
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

// ---------- Reset password ----------
/** The reset page's form, checked in this order: both required, match, at least 6. */
const resetFormShape = { newPassword: secret, confirmPassword: secret };
export type ResetFormValues = z.output<z.ZodObject<typeof resetFormShape>>;
export const resetPasswordFormRules: readonly Rule<ResetFormValues>[] = [
  {
    field: 'newPassword',
    message: Msg.bothFieldsRequired,
    fails: (v) => v.newPassword === '' || v.confirmPassword === '',
  },
  {
    field: 'newPassword',
    message: Msg.passwordsDoNotMatch,
    fails: (v) => v.newPassword !== v.confirmPassword,
  },
  {
    field: 'newPassword',
    message: Msg.resetPassword6,
    fails: (v) => v.newPassword.length < PASSWORD_MIN_LENGTH,
  },
  {
    field: 'newPassword',
    message: AccountMsg.passwordTooLong,
    fails: (v) => byteLength(v.newPassword) > PASSWORD_MAX_BYTES,
  },
];
export const ResetPasswordFormSchema = ruledObject(resetFormShape, resetPasswordFormRules);

/** The API body: the token from the link and the new password. */
const resetShape = { token: text, newPassword: secret };
export type ResetValues = z.output<z.ZodObject<typeof resetShape>>;
export const resetPasswordRules: readonly Rule<ResetValues>[] = [
  { field: 'token', message: Msg.invalidToken, fails: (v) => !/^[a-f\d]{64}$/i.test(v.token) },
  { field: 'newPassword', message: Msg.newPasswordRequired, fails: (v) => v.newPassword === '' },
  {
    field: 'newPassword',
    message: Msg.resetPassword6,
    fails: (v) => v.newPassword.length < PASSWORD_MIN_LENGTH,
  },
  {
    field: 'newPassword',
    message: AccountMsg.passwordTooLong,
    fails: (v) => byteLength(v.newPassword) > PASSWORD_MAX_BYTES,
  },
];
export const ResetPasswordBodySchema = ruledObject(resetShape, resetPasswordRules);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

// ---------- Change password ----------
const changeShape = { oldPassword: secret, newPassword: secret };
export type ChangeValues = z.output<z.ZodObject<typeof changeShape>>;
const changeCoreRules: readonly Rule<ChangeValues>[] = [
  { field: 'oldPassword', message: Msg.oldPasswordRequired, fails: (v) => v.oldPassword === '' },
  { field: 'newPassword', message: Msg.newPasswordRequired, fails: (v) => v.newPassword === '' },
  {
    field: 'newPassword',
    message: Msg.newPassword8,
    fails: (v) => v.newPassword.length < CHANGE_PASSWORD_MIN_LENGTH,
  },
  {
    field: 'newPassword',
    message: Msg.newPasswordDifferent,
    fails: (v) => v.newPassword === v.oldPassword,
  },
  {
    field: 'newPassword',
    message: AccountMsg.passwordTooLong,
    fails: (v) => byteLength(v.newPassword) > PASSWORD_MAX_BYTES,
  },
];
export const changePasswordRules = changeCoreRules;
export const ChangePasswordBodySchema = ruledObject(changeShape, changePasswordRules);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The change-password form, checked in the order its fields show, with the confirmation field. */
const changeFormShape = { ...changeShape, confirmNewPassword: secret };
export type ChangeFormValues = z.output<z.ZodObject<typeof changeFormShape>>;
export const changePasswordFormRules: readonly Rule<ChangeFormValues>[] = [
  ...(changeCoreRules as readonly Rule<ChangeFormValues>[]),
  {
    field: 'confirmNewPassword',
    message: Msg.confirmNewRequired,
    fails: (v) => v.confirmNewPassword === '',
  },
  {
    field: 'confirmNewPassword',
    message: Msg.newConfirmMismatch,
    fails: (v) => v.confirmNewPassword !== v.newPassword,
  },
];
export const ChangePasswordFormSchema = ruledObject(changeFormShape, changePasswordFormRules);

// ---------- Profile ----------
const profileShape = {
  name: text,
  phone,
  email,
  gender: optionalText(AccountMsg.invalidGender),
  dob: optionalText(AccountMsg.invalidDob),
  /** Needed only when the e-mail changes (the server checks it against the stored hash). */
  currentPassword: textOnly(AccountMsg.notText('Current password'))
    .transform((v) => (typeof v === 'string' ? v : undefined))
    .optional(),
};
export type ProfileValues = z.output<z.ZodObject<typeof profileShape>>;
export const profileRules: readonly Rule<ProfileValues>[] = [
  { field: 'name', message: Msg.nameRequired, fails: (v) => v.name === '' },
  { field: 'name', message: AccountMsg.nameTooLong, fails: (v) => tooLong(v.name, 100) },
  { field: 'phone', message: Msg.mobileHint, fails: (v) => !PHONE_PATTERN.test(v.phone) },
  { field: 'email', message: Msg.emailRequired, fails: (v) => v.email === '' },
  { field: 'email', message: Msg.invalidEmail, fails: (v) => !isEmail(v.email) },
  { field: 'email', message: AccountMsg.emailTooLong, fails: (v) => tooLong(v.email, 254) },
  {
    field: 'gender',
    message: AccountMsg.invalidGender,
    fails: (v) =>
      v.gender !== undefined &&
      v.gender !== '' &&
      !(GENDERS as readonly string[]).includes(v.gender),
  },
  {
    field: 'dob',
    message: AccountMsg.invalidDob,
    fails: (v) => v.dob !== undefined && v.dob !== '' && !isValidDob(v.dob),
  },
  {
    field: 'dob',
    message: AccountMsg.futureDob,
    fails: (v) => v.dob !== undefined && v.dob > todayInIndia(),
  },
];
export const UpdateProfileBodySchema = ruledObject(profileShape, profileRules);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

// ---------- Addresses ----------
const addressShape = {
  name: optionalText(AccountMsg.notText('Name')),
  address: text,
  city: text,
  state: text,
  /** Defaults to India when absent or empty. */
  country: emptyableText(AccountMsg.notText('Country')).transform((v) => v || DEFAULT_COUNTRY),
  phone,
  landmark: emptyableText(AccountMsg.notText('Landmark')),
  zipcode: text,
};
export type AddressValues = z.output<z.ZodObject<typeof addressShape>>;
const required = ['address', 'city', 'state', 'zipcode', 'phone', 'country'] as const;
const lengths = [
  ['name', 'Name', 100],
  ['address', 'Address', 300],
  ['city', 'City', 100],
  ['state', 'State', 100],
  ['country', 'Country', 100],
  ['landmark', 'Landmark', 200],
] as const;
export const addressRules: readonly Rule<AddressValues>[] = [
  ...required.map((field) => ({
    field,
    message: Msg.addressRequiredFields,
    fails: (v: AddressValues) => v[field] === '',
  })),
  { field: 'phone', message: Msg.addressPhone, fails: (v) => !PHONE_PATTERN.test(v.phone) },
  { field: 'zipcode', message: Msg.addressZip, fails: (v) => !ZIPCODE_PATTERN.test(v.zipcode) },
  ...lengths.map(([field, label, max]) => ({
    field,
    message: AccountMsg.fieldTooLong(label, max),
    fails: (v: AddressValues) => tooLong(v[field] ?? '', max),
  })),
];
export const AddressBodySchema = ruledObject(addressShape, addressRules);
export type AddressBody = z.infer<typeof AddressBodySchema>;

// ---------- Responses ----------
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(['male', 'female', 'other', '']),
  dob: z.string(),
  createdAt: z.string().optional(),
  /** Staff turned cash on delivery off for this account: checkout offers online payment only. */
  codDisabled: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Login and change-password: `data.token` + `data.user`. */
export const AuthResponseSchema = successBody({
  message: z.string(),
  data: z.object({ token: z.string(), user: UserSchema }),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const ProfileResponseSchema = successBody({
  data: UserSchema,
  message: z.string().optional(),
  /** After an e-mail change: the other sessions are signed out and this one gets a new token. */
  token: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const AddressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  landmark: z.string(),
  zipcode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /address: the default first. */
export const AddressListResponseSchema = successBody({ data: z.array(AddressSchema) });
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

/** POST, PUT and PATCH …/default answer the saved address; DELETE answers only a message. */
export const AddressResponseSchema = successBody({ message: z.string(), data: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;
