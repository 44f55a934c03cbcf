import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';

describe('liveness and readiness', () => {
  it('answers live and ready (and /health, the same as ready) while the database pings', async () => {
    const { app } = createTestApp();
    const live = await request(app).get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ success: true, status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    for (const path of ['/api/health/ready', '/api/health']) {
      const ready = await request(app).get(path);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ success: true, status: 'ok', db: 'up' });
    }
  });

  it('a database outage makes the process unready but still live (no restart for a blip)', async () => {
    const { app } = createTestApp();
    const client = mongoose.connection.getClient();
    const uri = (client.options.hosts ?? []).map((h) => `mongodb://${String(h)}/`)[0];
    const dbName = mongoose.connection.name;
    await mongoose.disconnect();
    try {
      const ready = await request(app).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        success: false,
        db: 'down',
        message: 'Database unavailable.',
      });
      const live = await request(app).get('/api/health/live');
      expect(live.status).toBe(200);
    } finally {
      await mongoose.connect(uri!, { dbName });
    }
    expect((await request(app).get('/api/health/ready')).status).toBe(200);
  });

  it('while draining after SIGTERM: unready (503 draining), still live', async () => {
    const { app, deps } = createTestApp();
    deps.lifecycle.draining = true;
    const ready = await request(app).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'draining' });
    expect((await request(app).get('/api/health/live')).status).toBe(200);
  });
});
