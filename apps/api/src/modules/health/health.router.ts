import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ServiceFaultMsg } from '@vastra/contracts';
import { healthApi as H } from '@vastra/contracts/routes/health';
import { Router, type Request, type Response } from 'express';
import mongoose from 'mongoose';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';
import { storageState } from '../../lib/whole-file';

/**
 * - GET /health/live (liveness): 200 while the process answers, whatever the database does, so a
 *   container orchestrator restarts only a process that is stuck, never a healthy one during a
 *   database blip.
 * - GET /health/ready (readiness; `/health` is the same answer): 200 when the database answers a
 *   ping, 503 otherwise; 503 `draining` once the server is shutting down, so a load balancer stops
 *   sending traffic before connections are refused. It also says whether the data folders
 *   (uploads; the mail outbox when there is no SMTP) take a write (`storage`): a full or read-only
 *   disk is reported (`status: 'degraded'` with the reason) but keeps a process with its
 *   database ready, since orders, sign-ins and the catalogue still work without it.
 */
export function createHealthRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router);
  route(H.live)(async (_in, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, status: 'live', uptime: Math.round(process.uptime()) });
  });
  const dirs = [
    deps.uploadDir,
    ...(deps.mailer.kind === 'outbox' ? [resolve(deps.env.DATA_DIR, 'outbox')] : []),
  ];
  const dataDirs = async () => {
    await Promise.all(dirs.map((d) => mkdir(d, { recursive: true }).catch(() => undefined)));
    return dirs;
  };
  const ready = async (res: Response) => {
    if (deps.lifecycle.draining) {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Connection', 'close');
      res.status(503).json({
        success: false,
        status: 'draining',
        message: 'The server is shutting down.',
        code: 'SERVICE_UNAVAILABLE',
      });
      return;
    }
    const started = Date.now();
    let db = false;
    try {
      const conn = mongoose.connection;
      if (conn.readyState === 1 && conn.db) {
        await Promise.race([
          conn.db.admin().ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 2000)),
        ]);
        db = true;
      }
    } catch {
      db = false;
    }
    const storage = await storageState(await dataDirs());
    const storageMessage =
      storage === 'full'
        ? ServiceFaultMsg.dataFolderFull
        : storage === 'unwritable'
          ? ServiceFaultMsg.dataFolderUnwritable
          : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.status(db ? 200 : 503).json({
      success: db,
      status: db && !storageMessage ? 'ok' : 'degraded',
      ...(db ? {} : { message: 'Database unavailable.', code: 'SERVICE_UNAVAILABLE' }),
      ...(db && storageMessage ? { message: storageMessage } : {}),
      db: db ? 'up' : 'down',
      storage,
      uptime: Math.round(process.uptime()),
      latencyMs: Date.now() - started,
    });
  };
  route(H.ready)((_in, _req: Request, res) => ready(res));
  route(H.health)((_in, _req: Request, res) => ready(res));
  return router;
}
