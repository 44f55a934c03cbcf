/**
 * The machine's baseline: a bare Express app answering one fixed JSON body, nothing else
 * (no middleware, no database). Started by bench/run.ts in its own process.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { serveParent, type ChildMessage } from './protocol';

export const BASELINE_BODY = { success: true, message: 'ok', data: { id: 1, name: 'baseline' } };

const port = Number(process.env.BENCH_BASELINE_PORT ?? 0);
const app = express();
app.disable('x-powered-by');
app.get('/baseline', (_req, res) => {
  res.json(BASELINE_BODY);
});

const server = app.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  process.send?.({
    type: 'ready',
    url: `http://127.0.0.1:${actual}/baseline`,
  } satisfies ChildMessage);
});

serveParent(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
