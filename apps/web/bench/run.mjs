// `pnpm --filter @vastra/web bench`: the bundle report (which builds the app), then Lighthouse on
// that same build. Figures only: exits 0 unless a script itself crashes.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const here = import.meta.dirname;
for (const [script, ...args] of [['bundle-report.mjs'], ['lighthouse.mjs', '--no-build']]) {
  const run = spawnSync(process.execPath, [resolve(here, script), ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
