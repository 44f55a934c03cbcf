/**
 * Generates every picture the demo shop shows, into src/seed/assets (served at /static):
 * product illustrations (front, on a hanger, fabric close-up) for every garment × colour × pattern
 * the catalogue uses, category and style tiles, banners, blog covers, influencer and testimonial
 * portraits, look flat-lays, and the home hero video (WebM + MP4) with its poster.
 *
 *   pnpm --filter @vastra/api assets
 *
 * Deterministic: the same code gives the same files. The output is committed, so neither CI nor a
 * fresh clone needs to run this; the video step needs ffmpeg on PATH and is skipped (keeping the
 * committed video) when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  banner,
  flatLay,
  heroFrame,
  portrait,
  productAlt,
  productFront,
  swatch,
  tile,
  type GarmentSpec,
} from './art/scenes';
import { CATEGORIES, COLOURS, PATTERN_LABEL, artCombos, type Pattern } from './catalogue-data';
import { BANNERS, BLOGS, STYLES, TESTIMONIALS } from './content-data';
import { seedId } from './ids';
import { DEMO_PRODUCT_COUNT, generateProducts, type CategoryRefs } from './products';

const OUT = resolve(import.meta.dirname, 'assets');
const K = COLOURS;

function write(rel: string, content: string | Buffer): void {
  const file = join(OUT, rel);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

const g = (
  drawing: GarmentSpec['drawing'],
  colour: { hex: string },
  pattern: Pattern = 'solid',
): GarmentSpec => ({ drawing, colour: colour.hex, pattern });

function products(): number {
  const swatches = new Set<string>();
  let n = 0;
  for (const { drawing, colour, pattern } of artCombos()) {
    const spec = { drawing, colour: colour.hex, pattern };
    const title = `${colour.name} ${PATTERN_LABEL[pattern].toLowerCase()} ${drawing}`;
    write(`products/${drawing}-${colour.slug}-${pattern}.svg`, productFront(spec, title));
    write(`products/${drawing}-${colour.slug}-${pattern}-alt.svg`, productAlt(spec, title));
    n += 2;
    const key = `${colour.slug}-${pattern}`;
    if (!swatches.has(key)) {
      swatches.add(key);
      write(
        `swatches/${key}.svg`,
        swatch(
          { colour: colour.hex, pattern },
          `${colour.name} ${PATTERN_LABEL[pattern].toLowerCase()} fabric`,
        ),
      );
      n += 1;
    }
  }
  return n;
}

function tiles(): void {
  write(
    'categories/men.svg',
    tile(
      {
        top: '#23395b',
        bottom: '#0f1c2e',
        garments: [g('jacket', K.olive), g('shirt', K.sky, 'stripe'), g('kurta', K.cream)],
      },
      800,
      1000,
      'Men',
    ),
  );
  write(
    'categories/women.svg',
    tile(
      {
        top: '#b9536f',
        bottom: '#5a1f35',
        garments: [
          g('kurti', K.teal, 'print'),
          g('dress', K.yellow, 'print'),
          g('saree', K.emerald),
        ],
      },
      800,
      1000,
      'Women',
    ),
  );
  const styleArt: Record<string, [string, string, GarmentSpec[]]> = {
    'street-casual': [
      '#3a3d43',
      '#15171a',
      [g('hoodie', K.mustard), g('jeans', K.indigo), g('jacket', K.lightDenim)],
    ],
    'festive-ethnic': [
      '#7a1f3a',
      '#3a0d1c',
      [g('kurta', K.mustard, 'print'), g('saree', K.red), g('kurti', K.magenta, 'print')],
    ],
    'office-edit': [
      '#e6e1d8',
      '#b9b1a3',
      [g('shirt', K.white, 'stripe'), g('trousers', K.charcoal), g('top', K.lavender)],
    ],
    'summer-breeze': [
      '#f6d8a8',
      '#e98f6f',
      [g('dress', K.peach, 'print'), g('shirt', K.sky), g('skirt', K.white, 'print')],
    ],
  };
  for (const [slug, [top, bottom, garments]] of Object.entries(styleArt))
    write(`styles/${slug}.svg`, tile({ top, bottom, garments }, 800, 1000, slug));
}

function banners(): void {
  const art: Record<string, [string, string, GarmentSpec[]]> = {
    'festive-edit': [
      '#5a0f2a',
      '#b8452f',
      [g('kurta', K.cream), g('saree', K.emerald), g('kurti', K.yellow, 'print')],
    ],
    'denim-days': [
      '#15233f',
      '#3f6296',
      [g('jeans', K.lightDenim), g('jacket', K.indigo), g('jeans', K.black)],
    ],
    'summer-linen': [
      '#f3e7cf',
      '#d9b98a',
      [g('shirt', K.white), g('dress', K.sky, 'stripe'), g('trousers', K.beige)],
    ],
    'new-arrivals': [
      '#1f5a43',
      '#0f2e25',
      [g('tee', K.mustard, 'print'), g('top', K.pink, 'stripe'), g('hoodie', K.grey)],
    ],
  };
  for (const b of BANNERS) {
    const [from, to, garments] = art[b.slug] ?? ['#222', '#555', []];
    write(
      `banners/${b.slug}.svg`,
      banner({ title: b.title, subtitle: b.subtitle, from, to, garments }),
    );
  }
}

function blogs(): void {
  const palette: [string, string, GarmentSpec[]][] = [
    ['#6d1f2f', '#2e0c15', [g('kurta', K.cream), g('saree', K.magenta)]],
    ['#1f2d52', '#0c1426', [g('jeans', K.indigo), g('jeans', K.lightDenim)]],
    ['#efe6d2', '#cdbb98', [g('shirt', K.white), g('trousers', K.beige)]],
    ['#3a3d43', '#1b1c20', [g('shirt', K.white), g('polo', K.navy), g('tee', K.grey)]],
    ['#b0306f', '#5a1238', [g('saree', K.red), g('saree', K.yellow)]],
    ['#d8e3ea', '#9fb4c2', [g('tee', K.teal), g('hoodie', K.grey)]],
    ['#e6e1d8', '#a89f8e', [g('top', K.white), g('trousers', K.charcoal), g('jacket', K.black)]],
    ['#d2a019', '#7a5a0d', [g('tee', K.mustard), g('kurti', K.emerald), g('dress', K.pink)]],
  ];
  BLOGS.forEach((b, i) => {
    const [top, bottom, garments] = palette[i % palette.length] ?? palette[0]!;
    write(`blogs/${b.slug}.svg`, tile({ top, bottom, garments }, 1200, 750, b.title));
  });
}

function people(): void {
  const bgs = [
    '#d9c4a0',
    '#b6a2d8',
    '#8dbbe2',
    '#f2b38e',
    '#a7c4a0',
    '#e79ab0',
    '#c9c2b6',
    '#efc94c',
    '#9ab7b7',
    '#d1a3a4',
  ];
  const outfits = [
    K.navy,
    K.maroon,
    K.olive,
    K.teal,
    K.mustard,
    K.black,
    K.rust,
    K.emerald,
    K.charcoal,
    K.magenta,
  ];
  const longHair = new Set([
    'zoya-khan',
    'rhea-dsouza',
    'ananya-iyer',
    'kavya-nair',
    'tara-singh',
    'mira-joshi',
  ]);
  let i = 0;
  for (const s of STYLES) {
    for (const inf of s.influencers) {
      write(
        `influencers/${inf.slug}.svg`,
        portrait({
          seed: i * 3 + 1,
          bg: bgs[i % bgs.length]!,
          outfit: outfits[i % outfits.length]!.hex,
          long: longHair.has(inf.slug),
          w: 600,
          h: 750,
          title: inf.name,
        }),
      );
      i += 1;
    }
  }
  TESTIMONIALS.forEach((t, j) => {
    const long = /ananya|meera|priya|sneha|fatima/.test(t.slug);
    write(
      `testimonials/${t.slug}.svg`,
      portrait({
        seed: j * 5 + 2,
        bg: bgs[(j + 3) % bgs.length]!,
        outfit: outfits[(j + 5) % outfits.length]!.hex,
        long,
        w: 300,
        h: 300,
        title: t.name,
      }),
    );
  });
}

function looks(): void {
  // The looks show the very products the seed links them to.
  const refs: CategoryRefs = {};
  for (const cat of CATEGORIES) {
    refs[cat.slug] = {
      id: seedId(cat.slug),
      subcategories: Object.fromEntries(cat.subcategories.map((s) => [s.slug, seedId(s.slug)])),
    };
  }
  const demo = generateProducts(DEMO_PRODUCT_COUNT, refs, 0);
  const hexOf = new Map(Object.values(COLOURS).map((c) => [c.name, c.hex]));
  const patternOf = new Map(Object.entries(PATTERN_LABEL).map(([k, v]) => [v, k as Pattern]));
  const surfaces = ['#e9dfd0', '#d7dde3', '#efe4e4', '#dfe6da'];
  let i = 0;
  for (const s of STYLES) {
    for (const inf of s.influencers) {
      for (const look of inf.looks) {
        const garments = look.products.flatMap(([cat, sub, n]) => {
          const p = demo.filter((d) => d.categorySlug === cat && d.subcategorySlug === sub)[n];
          if (!p) return [];
          return [
            {
              drawing: p.garment as GarmentSpec['drawing'],
              colour: hexOf.get(p.colors[0] ?? '') ?? '#888888',
              pattern: patternOf.get(p.specifications.pattern ?? '') ?? 'solid',
            },
          ];
        });
        write(
          `looks/${look.slug}.svg`,
          flatLay({
            garments,
            surface: surfaces[i % surfaces.length]!,
            handle: inf.instagramHandle,
            title: look.title,
          }),
        );
        i += 1;
      }
    }
  }
}

const HERO_GARMENTS: GarmentSpec[] = [
  g('kurta', K.mustard, 'print'),
  g('dress', K.red, 'print'),
  g('jacket', K.olive),
  g('saree', K.emerald),
  g('shirt', K.sky, 'stripe'),
];

async function hero(): Promise<void> {
  const W = 960;
  const H = 540;
  write(
    'hero/poster.webp',
    await sharp(Buffer.from(heroFrame(0, HERO_GARMENTS, W, H)))
      .webp({ quality: 72 })
      .toBuffer(),
  );
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    console.warn('ffmpeg not found: keeping the committed hero video');
    return;
  }
  const fps = 20;
  const frames = fps * 6;
  const raw: Buffer[] = [];
  for (let f = 0; f < frames; f += 1) {
    raw.push(
      await sharp(Buffer.from(heroFrame(f / frames, HERO_GARMENTS, W, H)))
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  const encode = (args: string[], file: string) =>
    new Promise<void>((done, fail) => {
      const ff = spawn(
        'ffmpeg',
        [
          '-y',
          '-loglevel',
          'error',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${W}x${H}`,
          '-r',
          String(fps),
          '-i',
          '-',
          ...args,
          '-an',
          join(OUT, file),
        ],
        { stdio: ['pipe', 'inherit', 'inherit'] },
      );
      ff.on('error', fail);
      ff.on('close', (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited ${code}`))));
      for (const buf of raw) ff.stdin.write(buf);
      ff.stdin.end();
    });
  await encode(
    ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-pix_fmt', 'yuv420p', '-row-mt', '1'],
    'hero/hero.webm',
  );
  await encode(
    [
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
    ],
    'hero/hero.mp4',
  );
}

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const p = join(dir, name);
    const st = statSync(p);
    return sum + (st.isDirectory() ? sizeOf(p) : st.size);
  }, 0);
}

async function main(): Promise<void> {
  for (const dir of [
    'products',
    'swatches',
    'categories',
    'styles',
    'banners',
    'blogs',
    'influencers',
    'testimonials',
    'looks',
  ]) {
    rmSync(join(OUT, dir), { recursive: true, force: true });
  }
  const n = products();
  tiles();
  banners();
  blogs();
  people();
  looks();
  await hero();
  console.info(
    `assets: ${n} product pictures; ${(sizeOf(OUT) / 1024 / 1024).toFixed(2)} MB in ${OUT}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
