/**
 * India's states and union territories with their two-digit GST state codes (the first two digits
 * of a GSTIN), and the other spellings shoppers and the pincode dataset use for some of them.
 */
const STATES: readonly (readonly [code: string, name: string, ...aliases: string[]])[] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand', 'Uttaranchal'],
  ['06', 'Haryana'],
  ['07', 'Delhi', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha', 'Orissa'],
  ['22', 'Chhattisgarh', 'Chattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry', 'Pondicherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, { code: string; name: string }>(
  STATES.flatMap(([code, name, ...aliases]) =>
    [name, ...aliases].map((n) => [key(n), { code, name }] as const),
  ),
);

/** A state as GST names it, from any of its usual spellings; null when not a known state. */
export function gstState(name: string): { code: string; name: string } | null {
  return BY_NAME.get(key(name)) ?? null;
}

/** "Delhi (07)" for a known state, else the name as given. */
export function placeOfSupplyLabel(name: string): string {
  const s = gstState(name);
  return s ? `${s.name} (${s.code})` : name.trim();
}

/** Whether two names are the same state (by its code when known, else by the spelling). */
export function sameGstState(a: string, b: string): boolean {
  const sa = gstState(a);
  const sb = gstState(b);
  if (sa && sb) return sa.code === sb.code;
  return key(a) === key(b);
}
