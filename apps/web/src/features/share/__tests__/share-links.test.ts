import { describe, expect, it } from 'vitest';
import { shareText, whatsappShareUrl } from '../lib/share-links';

describe('share links', () => {
  it('puts the name, the price in rupees and the page in the WhatsApp text', () => {
    const url = 'https://vastra.in/productdetails/64b000000000000000000001';
    expect(shareText('Indigo Kurta', 1499, url)).toBe(`Indigo Kurta for ₹1,499 at Vastra: ${url}`);
    const link = new URL(whatsappShareUrl('Indigo Kurta & Co', 1499, url));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(`Indigo Kurta & Co for ₹1,499 at Vastra: ${url}`);
  });
});
