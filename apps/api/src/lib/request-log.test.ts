import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, createUser } from '../../test/helpers';
import { requestLogs } from './request-log';

describe('request log', () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = createApp({ ...createTestApp().deps, logger });
  const entry = (id: string) =>
    lines
      .map((l) => JSON.parse(l) as Record<string, unknown> & { req?: { id?: string } })
      .find((l) => l.req?.id === id);

  it('writes one line per request with what an operator needs and no header or token', async () => {
    const shopper = await createUser();
    await request(app)
      .get('/api/users/profile?x=1')
      .set(shopper.auth)
      .set('Cookie', 'session=secret-cookie')
      .set('X-Request-Id', 'log-test-1')
      .expect(200);
    const line = entry('log-test-1');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'log-test-1', method: 'GET', url: '/api/users/profile?x=1' },
      res: { statusCode: 200 },
    });
    expect(Object.keys(line!.req!).sort()).toEqual(['id', 'method', 'remoteAddress', 'url']);
    expect(typeof line!.responseTime).toBe('number');
    const raw = lines.find((l) => l.includes('log-test-1'))!;
    expect(raw).not.toContain(shopper.token);
    expect(raw).not.toContain('secret-cookie');
    expect(raw.toLowerCase()).not.toContain('authorization');
  });

  it('logs a refused request as a warning, with its status', async () => {
    await request(app).get('/api/users/profile').set('X-Request-Id', 'log-test-2').expect(401);
    expect(entry('log-test-2')).toMatchObject({ level: 40, res: { statusCode: 401 } });
  });

  it('gives each request a logger bound to it, made once, for error paths (req.log)', async () => {
    const own: string[] = [];
    const bare = express();
    requestLogs(bare, pino({ level: 'info' }, { write: (line: string) => void own.push(line) }));
    bare.get('/fails', (req, res) => {
      req.id = 'bound-1';
      req.log?.error('first');
      req.log?.error('second');
      res.json({ same: req.log === req.log });
    });
    const res = await request(bare).get('/fails?x=2').expect(200);
    expect(res.body).toEqual({ same: true });
    expect(own.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([
      { msg: 'first', req: { id: 'bound-1', method: 'GET', url: '/fails?x=2' } },
      { msg: 'second', req: { id: 'bound-1', method: 'GET', url: '/fails?x=2' } },
    ]);
  });
});
