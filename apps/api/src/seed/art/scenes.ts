import type { Drawing, Pattern } from '../catalogue-data';
import { drawGarment } from './garments';
import { bgGradient, darken, escapeXml, isLight, lighten, mix, svgDoc } from './svg';

/** Compositions for every generated picture: products, tiles, banners, portraits, the hero. */

export interface GarmentSpec {
  drawing: Drawing;
  colour: string;
  pattern: Pattern;
}

/** A garment placed at (x, y) — its box's top-left — scaled, optionally rotated. */
function place(
  g: GarmentSpec,
  id: string,
  x: number,
  y: number,
  scale: number,
  rotate = 0,
): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${300 * scale} ${375 * scale}) scale(${scale})">${drawGarment(g.drawing, { id, colour: g.colour, pattern: g.pattern })}</g>`;
}

const backdropFor = (colour: string) =>
  isLight(colour) ? mix(colour, '#5b6b82', 0.22) : mix(colour, '#f6f1ea', 0.84);

/** Product picture: the garment on a soft studio backdrop with a floor shadow. */
export function productFront(g: GarmentSpec, title: string): string {
  const bg = backdropFor(g.colour);
  return svgDoc(
    600,
    750,
    `<defs>${bgGradient('bg', lighten(bg, 0.35), bg)}<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="600" height="750" fill="url(#bg)"/><ellipse cx="300" cy="718" rx="230" ry="22" fill="url(#fl)"/>` +
      place(g, 'g', 21, 16, 0.93),
    title,
  );
}

/** Second angle: on a wooden hanger against a warm wall. */
export function productAlt(g: GarmentSpec, title: string): string {
  const wall = mix(backdropFor(g.colour), '#e8d9c4', 0.5);
  return svgDoc(
    600,
    750,
    `<defs>${bgGradient('bg', lighten(wall, 0.25), darken(wall, 0.06))}</defs><rect width="600" height="750" fill="url(#bg)"/>` +
      `<path d="M0 690H600V750H0Z" fill="${darken(wall, 0.12)}"/>` +
      `<path d="M300 40q-16 0-16 16t16 16v22" fill="none" stroke="#8b8f96" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M150 150Q300 80 450 150" fill="none" stroke="#9a6b3f" stroke-width="14" stroke-linecap="round"/>` +
      place(g, 'g', 60, 78, 0.8, -3),
    title,
  );
}

/** Fabric close-up: the pattern, large, with a fold and a weave. */
export function swatch(g: Omit<GarmentSpec, 'drawing'>, title: string): string {
  const garment =
    drawGarment('skirt', { id: 'x', colour: g.colour, pattern: g.pattern }).match(
      /<pattern[\s\S]*?<\/pattern>/,
    )?.[0] ?? '';
  const fabric = garment.replace('id="x-f"', 'id="f" patternTransform="scale(2.4)"');
  return svgDoc(
    600,
    750,
    `<defs>${fabric}<linearGradient id="fold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".55" stop-color="#000" stop-opacity=".25"/><stop offset=".62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>` +
      `<pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="#000" stroke-opacity=".07"/></pattern></defs>` +
      `<rect width="600" height="750" fill="url(#f)"/><rect width="600" height="750" fill="url(#weave)"/><rect width="600" height="750" fill="url(#fold)"/>` +
      `<circle cx="520" cy="670" r="44" fill="${g.colour}" stroke="#fff" stroke-width="8"/>`,
    title,
  );
}

export interface Tile {
  top: string;
  bottom: string;
  garments: GarmentSpec[];
}

/** A category or style tile: gradient, soft shapes and a fan of garments. */
export function tile(t: Tile, w: number, h: number, title: string): string {
  const n = t.garments.length;
  // Fit the fan inside the tile: each garment overlaps the next by 38 %.
  const scale = Math.min(0.9, (h * 0.8) / 750, (w * 0.94) / (600 * (1 + (n - 1) * 0.62)));
  const body = t.garments
    .map((g, i) => {
      const x = w / 2 - 300 * scale + (i - (n - 1) / 2) * 600 * scale * 0.62;
      const y = h * 0.56 - 375 * scale + Math.abs(i - (n - 1) / 2) * 24;
      return place(g, `t${i}`, x, y, scale, (i - (n - 1) / 2) * 6);
    })
    .join('');
  return svgDoc(
    w,
    h,
    `<defs>${bgGradient('bg', t.top, t.bottom)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="${w * 0.78}" cy="${h * 0.2}" r="${w * 0.32}" fill="#fff" opacity=".08"/><circle cx="${w * 0.12}" cy="${h * 0.6}" r="${w * 0.22}" fill="#fff" opacity=".06"/>` +
      body,
    title,
  );
}

/** A wide banner: text on the left, garments on the right. */
export function banner(opts: {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  garments: GarmentSpec[];
}): string {
  const w = 1600;
  const h = 600;
  const ink = isLight(opts.from) ? '#1d1d22' : '#ffffff';
  const garments = opts.garments
    .map((g, i) => place(g, `b${i}`, 800 + i * 230, 90 + (i % 2) * 24, 0.58, (i - 1) * 5))
    .join('');
  return svgDoc(
    w,
    h,
    `<defs>${bgGradient('bg', opts.from, opts.to, false)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="1180" cy="300" r="300" fill="#fff" opacity=".1"/><circle cx="1450" cy="80" r="140" fill="#fff" opacity=".08"/>` +
      `<text x="110" y="250" fill="${ink}" font-family="Georgia, 'Times New Roman', serif" font-size="86" font-weight="700">${escapeXml(opts.title)}</text>` +
      `<text x="112" y="330" fill="${ink}" opacity=".85" font-family="Helvetica, Arial, sans-serif" font-size="34">${escapeXml(opts.subtitle)}</text>` +
      `<rect x="112" y="382" width="230" height="64" rx="32" fill="${ink}"/><text x="227" y="424" text-anchor="middle" fill="${opts.from}" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700">SHOP NOW</text>` +
      garments,
    opts.title,
  );
}

const SKIN = ['#f1c7a5', '#e0ac85', '#c68a62', '#a8704b', '#8d5a3b'];
const HAIR = ['#1d1a19', '#3b2a20', '#5a3b28', '#2a2220'];

/** A faceless fashion portrait: head, hair and shoulders dressed in `outfit`. */
export function portrait(opts: {
  seed: number;
  bg: string;
  outfit: string;
  long: boolean;
  w: number;
  h: number;
  title: string;
}): string {
  const { w, h, seed } = opts;
  const skin = SKIN[seed % SKIN.length] ?? '#e0ac85';
  const hair = HAIR[(seed >> 1) % HAIR.length] ?? '#1d1a19';
  const cx = w / 2;
  const r = w * 0.16;
  const cy = h * 0.4;
  const longHair = opts.long
    ? `<path d="M${cx - r * 1.15} ${cy}Q${cx - r * 1.3} ${cy + r * 2.6} ${cx - r * 0.6} ${cy + r * 2.9}H${cx + r * 0.6}Q${cx + r * 1.3} ${cy + r * 2.6} ${cx + r * 1.15} ${cy}Z" fill="${hair}"/>`
    : '';
  return svgDoc(
    w,
    h,
    `<defs>${bgGradient('bg', lighten(opts.bg, 0.25), opts.bg)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="#fff" opacity=".12"/>` +
      longHair +
      `<path d="M${cx - r * 0.42} ${cy + r * 0.7}h${r * 0.84}v${r * 0.9}h${-r * 0.84}Z" fill="${darken(skin, 0.08)}"/>` +
      `<path d="M${cx - r * 2.4} ${h}Q${cx - r * 2.3} ${cy + r * 1.7} ${cx} ${cy + r * 1.45}Q${cx + r * 2.3} ${cy + r * 1.7} ${cx + r * 2.4} ${h}Z" fill="${opts.outfit}"/>` +
      `<path d="M${cx - r * 0.5} ${cy + r * 1.48}Q${cx} ${cy + r * 2.1} ${cx + r * 0.5} ${cy + r * 1.48}" fill="${darken(skin, 0.08)}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.86}" ry="${r}" fill="${skin}"/>` +
      `<path d="M${cx - r * 0.95} ${cy - r * 0.05}Q${cx - r} ${cy - r * 1.25} ${cx} ${cy - r * 1.15}Q${cx + r} ${cy - r * 1.25} ${cx + r * 0.95} ${cy - r * 0.05}Q${cx + r * 0.4} ${cy - r * 0.75} ${cx - r * 0.95} ${cy - r * 0.05}Z" fill="${hair}"/>` +
      `<ellipse cx="${cx - r * 0.3}" cy="${cy + r * 0.1}" rx="${r * 0.07}" ry="${r * 0.05}" fill="${darken(skin, 0.5)}" opacity=".6"/><ellipse cx="${cx + r * 0.3}" cy="${cy + r * 0.1}" rx="${r * 0.07}" ry="${r * 0.05}" fill="${darken(skin, 0.5)}" opacity=".6"/>` +
      `<path d="M${cx - r * 0.2} ${cy + r * 0.5}Q${cx} ${cy + r * 0.62} ${cx + r * 0.2} ${cy + r * 0.5}" fill="none" stroke="${darken(skin, 0.4)}" stroke-width="${Math.max(2, r * 0.05)}" stroke-linecap="round"/>`,
    opts.title,
  );
}

/** A look: the influencer's products laid flat on a textured surface, with their handle. */
export function flatLay(opts: {
  garments: GarmentSpec[];
  surface: string;
  handle: string;
  title: string;
}): string {
  const w = 800;
  const h = 1000;
  const slots = [
    [70, 40, 0.62, -6],
    [400, 120, 0.6, 5],
    [150, 470, 0.6, 4],
    [430, 520, 0.55, -4],
  ] as const;
  const garments = opts.garments
    .slice(0, 4)
    .map((g, i) => {
      const [x, y, s, r] = slots[i] ?? slots[0];
      return place(g, `l${i}`, x - 40, y, s, r);
    })
    .join('');
  return svgDoc(
    w,
    h,
    `<defs>${bgGradient('bg', lighten(opts.surface, 0.2), opts.surface)}<pattern id="tx" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8L8 0" stroke="#000" stroke-opacity=".04"/></pattern></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#tx)"/>${garments}` +
      `<rect x="30" y="${h - 90}" width="${28 + opts.handle.length * 17}" height="56" rx="28" fill="#fff" opacity=".92"/>` +
      `<text x="56" y="${h - 52}" fill="#222" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700">@${escapeXml(opts.handle)}</text>`,
    opts.title,
  );
}

/** One frame (t in [0, 1)) of the looping hero: drifting garments over a slowly turning gradient. */
export function heroFrame(t: number, garments: GarmentSpec[], w = 1280, h = 720): string {
  const a = 2 * Math.PI * t;
  const from = mix('#1b2a4a', '#4a1f3a', (Math.sin(a) + 1) / 2);
  const to = mix('#7a3b2e', '#1f5a5a', (Math.cos(a) + 1) / 2);
  const items = garments
    .map((g, i) => {
      const phase = a + (i * 2 * Math.PI) / garments.length;
      const x = ((i + 0.5) / garments.length) * w - 150 + Math.sin(phase) * 26;
      const y = h * 0.18 + Math.cos(phase * 1 + i) * 22 + (i % 2) * 60;
      return place(g, `h${i}`, x - 60, y, 0.5 + (i % 3) * 0.06, Math.sin(phase) * 4);
    })
    .join('');
  const sweep = -w * 0.5 + t * w * 2;
  return svgDoc(
    w,
    h,
    `<defs>${bgGradient('bg', from, to, false)}<linearGradient id="sw" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".10"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="${w * 0.2 + Math.cos(a) * 40}" cy="${h * 0.3}" r="${h * 0.45}" fill="#fff" opacity=".05"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.8 + Math.sin(a) * 30}" r="${h * 0.35}" fill="#fff" opacity=".05"/>` +
      items +
      `<rect x="${sweep}" width="${w * 0.5}" height="${h}" fill="url(#sw)" transform="skewX(-15)"/>`,
    'Vastra',
  );
}
