#!/usr/bin/env node
// Writes src/app/fonts/inter-rupee-wght.woff2: the rupee sign (U+20B9) alone, cut from Inter's
// variable Latin Extended file (its weight axis kept), so a page with a price does not fetch the
// whole 85 kB file for one glyph. Run again after updating @fontsource-variable/inter:
//   pnpm --filter @vastra/web fonts:rupee
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
);
const out = resolve(import.meta.dirname, '../src/app/fonts/inter-rupee-wght.woff2');
const font = await subsetFont(source, '\u20B9', { targetFormat: 'woff2' });
writeFileSync(out, font);
console.log(`${out}: ${font.length} bytes`);
