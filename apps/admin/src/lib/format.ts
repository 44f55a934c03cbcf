export { formatINR } from '@vastra/contracts/pricing';
import { SHOP_TIME_ZONE } from '@vastra/contracts/shop-time';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** 23 Nov 2026, 6:05 pm (India time, where the shop works). */
export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}
