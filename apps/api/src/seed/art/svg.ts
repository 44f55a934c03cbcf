/** Small SVG helpers for the generated demo art: colour math, fabric patterns and shading. */

import type { Pattern } from '../catalogue-data';

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
const toHex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** Mix two colours: t = 0 → a, 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${toHex(r1 + (r2 - r1) * t)}${toHex(g1 + (g2 - g1) * t)}${toHex(b1 + (b2 - b1) * t)}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0..1. */
export function luma(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
export const isLight = (c: string) => luma(c) > 0.6;

/** A colour that reads on top of `c` (for stripes, checks, prints). */
export function accentOf(c: string): string {
  return isLight(c) ? darken(c, 0.45) : lighten(c, 0.55);
}

/** Outline colour for a garment of colour `c`. */
export const outlineOf = (c: string) => darken(c, isLight(c) ? 0.32 : 0.45);

/** The fabric fill for a pattern, as a <pattern> with id `${id}`. */
export function fabricDef(
  id: string,
  base: string,
  pattern: Pattern,
  scale = 1,
  denim = false,
): string {
  const a = accentOf(base);
  const s = (n: number) => +(n * scale).toFixed(2);
  const twill = denim
    ? `<path d="M0 ${s(8)}L${s(8)} 0M${s(-2)} ${s(2)}L${s(2)} ${s(-2)}M${s(6)} ${s(10)}L${s(10)} ${s(6)}" stroke="#fff" stroke-opacity=".09" stroke-width="${s(1.2)}"/>`
    : '';
  switch (pattern) {
    case 'stripe':
      return `<pattern id="${id}" width="${s(26)}" height="${s(26)}" patternUnits="userSpaceOnUse"><rect width="${s(26)}" height="${s(26)}" fill="${base}"/><rect x="${s(4)}" width="${s(7)}" height="${s(26)}" fill="${a}" opacity=".85"/><rect x="${s(15)}" width="${s(2)}" height="${s(26)}" fill="${a}" opacity=".5"/></pattern>`;
    case 'check':
      return `<pattern id="${id}" width="${s(40)}" height="${s(40)}" patternUnits="userSpaceOnUse"><rect width="${s(40)}" height="${s(40)}" fill="${base}"/><rect width="${s(14)}" height="${s(40)}" fill="${a}" opacity=".35"/><rect width="${s(40)}" height="${s(14)}" fill="${a}" opacity=".35"/><rect x="${s(26)}" width="${s(2)}" height="${s(40)}" fill="${a}" opacity=".55"/><rect y="${s(26)}" width="${s(40)}" height="${s(2)}" fill="${a}" opacity=".55"/></pattern>`;
    case 'print': {
      const b2 = isLight(base) ? mix(a, '#c0392b', 0.4) : mix(a, '#f2c14e', 0.5);
      return `<pattern id="${id}" width="${s(48)}" height="${s(48)}" patternUnits="userSpaceOnUse"><rect width="${s(48)}" height="${s(48)}" fill="${base}"/><g fill="${a}" opacity=".8"><circle cx="${s(12)}" cy="${s(12)}" r="${s(4.5)}"/><circle cx="${s(12)}" cy="${s(4.5)}" r="${s(3)}"/><circle cx="${s(12)}" cy="${s(19.5)}" r="${s(3)}"/><circle cx="${s(4.5)}" cy="${s(12)}" r="${s(3)}"/><circle cx="${s(19.5)}" cy="${s(12)}" r="${s(3)}"/></g><circle cx="${s(12)}" cy="${s(12)}" r="${s(2.2)}" fill="${b2}"/><g fill="${b2}" opacity=".75"><circle cx="${s(36)}" cy="${s(36)}" r="${s(3.2)}"/><path d="M${s(30)} ${s(22)}q${s(6)} ${s(-6)} ${s(12)} 0q${s(-6)} ${s(6)} ${s(-12)} 0z"/></g></pattern>`;
    }
    default:
      return `<pattern id="${id}" width="${s(10)}" height="${s(10)}" patternUnits="userSpaceOnUse"><rect width="${s(10)}" height="${s(10)}" fill="${base}"/>${twill}</pattern>`;
  }
}

/** Side light (left bright, right dark) and top light gradients, ids `${p}-sh`, `${p}-sv`. */
export function shadeDefs(p: string): string {
  return (
    `<linearGradient id="${p}-sh" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#000" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<linearGradient id="${p}-sv" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>`
  );
}

/** A vertical background gradient with id `${id}`. */
export function bgGradient(id: string, top: string, bottom: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function svgDoc(w: number, h: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
