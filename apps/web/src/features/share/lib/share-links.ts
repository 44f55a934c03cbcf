import { formatINR } from '@vastra/contracts';

/** What a shared product says: its name, its price and its page. */
export function shareText(name: string, price: number, url: string): string {
  return `${name} for ${formatINR(price)} at Vastra: ${url}`;
}

/** WhatsApp's share link (any chat the shopper picks), with the text filled in. */
export function whatsappShareUrl(name: string, price: number, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(name, price, url))}`;
}

/** Phones with the Web Share API get the system share sheet instead of copying the link. */
export function canUseShareSheet(nav: Navigator = navigator): boolean {
  return (
    typeof nav.share === 'function' &&
    typeof window !== 'undefined' &&
    window.matchMedia?.('(pointer: coarse)').matches === true
  );
}

/** The share row's height, held by the placeholder drawn while its code loads. */
export const SHARE_ROW_CLASS = 'flex min-h-11 flex-wrap items-center gap-2';
