import { z } from 'zod';
import { defineRoute } from './define';

/** What the health check answers (503 with `success: false` when the database does not answer). */
export const HealthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded', 'draining', 'live']),
  message: z.string().optional(),
  code: z.string().optional(),
  db: z.enum(['up', 'down']).optional(),
  /** Whether the data folder (uploads, mail outbox) takes a write: `full` when the disk is. */
  storage: z.enum(['writable', 'full', 'unwritable']).optional(),
  uptime: z.number().optional(),
  latencyMs: z.number().optional(),
});

export const healthApi = {
  live: defineRoute({
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: 200 while the process answers, whatever the database does',
    auth: 'public',
    response: HealthResponseSchema,
  }),
  ready: defineRoute({
    method: 'get',
    path: '/api/health/ready',
    summary: 'Readiness: 200 when the database answers, 503 when it does not or the server drains',
    auth: 'public',
    sameBodyStatuses: [503],
    response: HealthResponseSchema,
  }),
  health: defineRoute({
    method: 'get',
    path: '/api/health',
    summary: 'The readiness answer under its older path',
    auth: 'public',
    sameBodyStatuses: [503],
    response: HealthResponseSchema,
  }),
} as const;
