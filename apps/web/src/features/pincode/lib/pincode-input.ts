/** The pincode input keeps digits only and at most 6 of them. */
export const PINCODE_LENGTH = 6;

export function sanitizePincode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

/** 'Tue, 25 Nov' for a delivery `days` from `from`. */
export function deliveryDate(days: number, from: Date = new Date()): string {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
}
