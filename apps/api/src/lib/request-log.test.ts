import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, createUser } from '../../test/helpers';

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
});
