import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BannerInputSchema, ContentImageSchema } from './admin/content';
import { isSameSitePath, isShopImage, sameSitePathOr } from './shop-paths';

const SHOP = 'https://shop.example';
/** The WHATWG URL parser browsers follow (the contracts compile without DOM or Node types). */
const { URL: WhatwgUrl } = globalThis as unknown as {
  URL: new (input: string, base: string) => { origin: string };
};

describe('isSameSitePath', () => {
  it('takes paths in the shop', () => {
    for (const p of ['/', '/products?type=latest', '/women/sarees', '/products?q=साड़ी', '/a#b'])
      expect(isSameSitePath(p), p).toBe(true);
  });

  it('refuses what a browser could open as another site, and invisible characters', () => {
    for (const p of [
      '',
      'evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example/phish',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/ /evil.example',
      '/\u00a0x',
      '/\u2028x',
      '/\u200bx',
      '/\u202ex',
      '/\u0000',
      '/\u007f',
      '/products//x',
    ])
      expect(isSameSitePath(p), JSON.stringify(p)).toBe(false);
  });

  it('never accepts a path the URL parser resolves to another origin (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u00a0',
      'evil.example',
      '.',
      '..',
      ':',
      '@',
      '%2f',
      '%5c',
      '?',
      '#',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const path = `/${parts.join('')}`;
        if (isSameSitePath(path)) expect(new WhatwgUrl(path, SHOP).origin).toBe(SHOP);
      }),
      { numRuns: 3000 },
    );
  });

  it('falls back when the value is missing or not a path in the shop', () => {
    expect(sameSitePathOr('/orders', '/')).toBe('/orders');
    expect(sameSitePathOr('/\\evil.example', '/')).toBe('/');
    expect(sameSitePathOr(null, '/products')).toBe('/products');
    expect(sameSitePathOr('', '/products')).toBe('/products');
  });

  it('is the banner link rule', () => {
    expect(BannerInputSchema.safeParse({ image: '/static/b.svg', link: '/\\x' }).success).toBe(
      false,
    );
    expect(BannerInputSchema.parse({ image: '/static/b.svg', link: ' /products ' }).link).toBe(
      '/products',
    );
  });
});

describe('isShopImage', () => {
  it('takes uploads and built-in assets only', () => {
    for (const u of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/static/banners/festive-edit.svg',
      '/static/content/picture.webp',
      '/static/products/kurta-1.jpg',
    ])
      expect(isShopImage(u), u).toBe(true);
    for (const u of [
      'https://evil.example/track.png',
      '//evil.example/track.png',
      '/\\evil.example/track.png',
      'data:image/png;base64,AAAA',
      '/static/../api/users/profile',
      '/uploads/picture.png',
      '/uploads/0123456789abcdef0123456789abcdef.webp?x=1',
      '/api/users/profile',
    ])
      expect(isShopImage(u), u).toBe(false);
  });

  it('is the content image rule', () => {
    expect(ContentImageSchema.safeParse('https://evil.example/track.png').success).toBe(false);
    expect(ContentImageSchema.safeParse('/static/banners/denim-days.svg').success).toBe(true);
  });
});
