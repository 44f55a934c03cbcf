import { startWireEngine } from './wire-engine';

/**
 * The wire engine as its own process, for running the API as production does (a database the API
 * reaches through MONGODB_URI, not one inside it): `tsx src/serve.ts [--port N] [--data-dir DIR]`
 * (benches also pass `--no-fsync` and `--compact-after-bytes N`, see `startWireEngine`).
 * Prints one line `mongodb-engine ready <uri>` once it accepts connections; SIGTERM/SIGINT stop it
 * after its journal is written.
 */
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const engine = await startWireEngine({
  port: Number(arg('--port') ?? 0),
  dataDir: arg('--data-dir'),
  fsync: !process.argv.includes('--no-fsync'),
  overlapSyncs: true,
  compactAfterBytes: arg('--compact-after-bytes')
    ? Number(arg('--compact-after-bytes'))
    : undefined,
  // TTL indexes (rate-limit windows, leases) swept every 10 s rather than mongod's 60 s.
  ttlIntervalMs: 10_000,
});
console.info(`mongodb-engine ready ${engine.uri}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`mongodb-engine ${signal}: stopping`);
  engine.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
