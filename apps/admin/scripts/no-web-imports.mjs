#!/usr/bin/env node
/**
 * `pnpm --filter @vastra/admin lint` runs this after ESLint: the back office shares code with the
 * storefront only through the packages (`packages/ui`, `packages/client`, `packages/contracts`),
 * so it fails when any file of apps/admin imports a file of apps/web, or its package.json depends
 * on the storefront's package.
 */
import { fileURLToPath } from 'node:url';
import { importsInto } from '@vastra/eslint-config/architecture';

const admin = fileURLToPath(new URL('..', import.meta.url));
const web = fileURLToPath(new URL('../../web', import.meta.url));
const { files, packages } = importsInto(admin, web);
console.log(`admin → web: ${files.length} imports, ${packages.length} package dependencies`);
for (const [file, target] of files) console.error(`  ${file} imports ${target}`);
for (const name of packages) console.error(`  package.json depends on ${name}`);
if (files.length > 0 || packages.length > 0) process.exit(1);
