#!/usr/bin/env node
/**
 * `pnpm --filter @vastra/api lint` runs this after ESLint: it prints which business modules and
 * areas of `src` import which (shipped files; tests and fixtures left out) and fails when two of
 * them import each other or any files of `src` form an import cycle.
 */
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@vastra/eslint-config/architecture';

const src = fileURLToPath(new URL('../src', import.meta.url));
const { areas, pairs, cycles } = moduleGraph(src);
const quiet = process.argv.includes('--quiet');
if (!quiet)
  for (const [area, uses] of [...areas].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${area} → ${[...uses].sort().join(', ') || '(nothing in src)'}`);
console.log(
  `module graph: ${areas.size} areas, ${pairs.length} pairs importing each other, ${cycles.length} file cycles`,
);
for (const [a, b] of pairs) console.error(`  ${a} and ${b} import each other`);
for (const group of cycles) console.error(`  import cycle among: ${group.join(', ')}`);
if (pairs.length > 0 || cycles.length > 0) process.exit(1);
