import { shortDayLabel } from '@vastra/contracts/day-words';

/** The pincode input keeps digits only and at most 6 of them. */
export const PINCODE_LENGTH = 6;

export function sanitizePincode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

/** 'Tue, 25 Nov' for a delivery `days` from `from`. */
export function deliveryDate(days: number, from: Date = new Date()): string {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  return shortDayLabel(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/**
 * The delivery check's box. Its minimum height fits the box before any check (heading, field, one
 * line of hint), so the placeholder drawn while the check's code loads takes the same room.
 */
export const PINCODE_BOX_CLASS = 'min-h-40 rounded-xl border border-line p-4 sm:p-5';
