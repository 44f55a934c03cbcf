import { healthApi as H } from '@vastra/contracts/routes/health';
import { Router, type Request, type Response } from 'express';
import mongoose from 'mongoose';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';

/**
 * - GET /health/live (liveness): 200 while the process answers, whatever the database does, so a
 *   container orchestrator restarts only a process that is stuck, never a healthy one during a
 *   database blip.
 * - GET /health/ready (readiness; `/health` is the same answer): 200 when the database answers a
 *   ping, 503 otherwise; 503 `draining` once the server is shutting down, so a load balancer stops
 *   sending traffic before connections are refused.
 */
export function createHealthRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router);
  route(H.live)(async (_in, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, status: 'live', uptime: Math.round(process.uptime()) });
  });
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
    res.setHeader('Cache-Control', 'no-store');
    res.status(db ? 200 : 503).json({
      success: db,
      status: db ? 'ok' : 'degraded',
      ...(db ? {} : { message: 'Database unavailable.', code: 'SERVICE_UNAVAILABLE' }),
      db: db ? 'up' : 'down',
      uptime: Math.round(process.uptime()),
      latencyMs: Date.now() - started,
    });
  };
  route(H.ready)((_in, _req: Request, res) => ready(res));
  route(H.health)((_in, _req: Request, res) => ready(res));
  return router;
}
