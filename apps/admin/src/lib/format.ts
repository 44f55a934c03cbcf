export { formatINR } from '@vastra/contracts/pricing';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** 23 Nov 2026, 6:05 pm (India time, where the shop works). */
export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}
