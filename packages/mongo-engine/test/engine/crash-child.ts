/**
 * The process the crash test kills: a wire engine over a data directory. It imports everything
 * first, then waits for a line on stdin before opening the directory (so the test can start the
 * next one while the previous one is still running), then prints `ready <port>`.
 *
 *   node --import tsx test/engine/crash-child.ts <dataDir> [compactAfterBytes] [overlap|loop]
 *
 * `overlap`: fdatasyncs may run in the thread pool as in `src/serve.ts`; `loop`: every batch is
 * synced on the event loop, as an engine started in its clients' process does.
 *
 * (crash.test.ts runs a bundled copy, built with esbuild, to skip TypeScript compilation at each start.)
 */
import { once } from 'node:events';
import { startWireEngine } from '../../src/wire-engine';

const [dataDir, compactAfterBytes, syncs] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-child.ts <dataDir> [compactAfterBytes]');
process.stdin.setEncoding('utf8');
await once(process.stdin, 'data');
const engine = await startWireEngine({
  dataDir,
  compactAfterBytes: Number(compactAfterBytes) || undefined,
  overlapSyncs: syncs !== 'loop',
});
process.stdout.write(`ready ${engine.port}\n`);
