import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './lib/error-middleware';
import { createTestApp } from '../test/helpers';

describe('app conventions', () => {
  const { app } = createTestApp();

  it('answers health with 200 when the database pings', async () => {
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, db: 'up' });
  });

  it('answers an unknown route with the JSON error body', async () => {
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'No route for GET /api/nope.',
      code: 'NOT_FOUND',
    });
  });

  it('answers broken JSON with 400 MALFORMED_JSON', async () => {
    const res = await request(app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    expect(res.body.message).toMatch(/malformed json/i);
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(200 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends helmet headers and a request id', async () => {
    const res = await request(app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('hides a thrown error behind a 500 without a stack', async () => {
    const outer = express();
    outer.get('/boom', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    outer.use(errorHandler);
    const res = await request(outer).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
  });

  it('refuses a CORS origin that is not the web app', async () => {
    const res = await request(app).get('/api/health').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await request(app).get('/api/health').set('Origin', 'http://localhost:5173');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
