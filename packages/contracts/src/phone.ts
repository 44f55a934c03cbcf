/**
 * Indian phone numbers. The shop stores one canonical form: the 10-digit national number
 * (`9876543210`), which with the country code `+91` is the number's E.164 form. Shoppers may type
 * the number the ways Indians write it: `+91 98765 43210`, `+91-98765-43210`, `091…`, `098765 43210`,
 * `(98765) 43210`. Spaces, dashes, dots and brackets are ignored; a leading `+91`, `0091`, `91`
 * (when 10 digits follow) or `0` is the prefix. Anything else is refused: letters, other country
 * codes, too few or too many digits, or a national number starting with 0.
 */

/** The stored form: 10 digits, the first not 0. */
export const PHONE_PATTERN = /^[1-9]\d{9}$/;
/** The longest thing a phone input accepts as typed (`+91 98765 43210` with room for dashes). */
const PHONE_INPUT_MAX = 20;

/** The 10-digit national number for what the shopper typed, or null when it is not one. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+91')) return null;
    digits = compact.slice(3);
  } else if (compact.length === 14 && compact.startsWith('0091')) digits = compact.slice(4);
  else if (compact.length === 12 && compact.startsWith('91')) digits = compact.slice(2);
  else if (compact.length === 11 && compact.startsWith('0')) digits = compact.slice(1);
  else digits = compact;
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/**
 * A request's phone field: the canonical number when what was typed is one, else the trimmed text
 * as typed (so the form's rule refuses it with its message).
 */
export function phoneValue(raw: string): string {
  return normalisePhone(raw) ?? raw.trim();
}

/** What a phone input keeps as the shopper types: digits, +, spaces, dashes, dots, brackets. */
export function phoneInput(value: string): string {
  return value.replace(/[^\d+\s\-.()]/g, '').slice(0, PHONE_INPUT_MAX);
}
