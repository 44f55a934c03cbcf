import { defineRoute } from '@vastra/contracts/routes/define';
import express, { Router, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-middleware';
import { routesOn } from './route';

const echo = defineRoute({
  method: 'post',
  path: '/api/things/:id',
  summary: 'Echo',
  auth: 'shopper',
  params: z.object({ id: z.string().regex(/^\d+$/, { error: 'Invalid id.' }) }),
  query: z.object({ n: z.coerce.number().int().default(1) }),
  body: z.object({ name: z.string({ error: 'Name is required.' }).trim().min(1) }),
  response: z.object({ success: z.literal(true), id: z.string(), n: z.number(), name: z.string() }),
  status: 201,
});

const open = defineRoute({
  method: 'get',
  path: '/api/things',
  summary: 'Answers itself',
  auth: 'public',
});

function appWith(guard: RequestHandler, seen: string[]) {
  const app = express();
  app.use(express.json());
  const router = Router();
  const route = routesOn(router, { guards: { shopper: guard } });
  const mark: RequestHandler = (_req, _res, next) => {
    seen.push('middleware');
    next();
  };
  route(echo, [mark])(async ({ params, query, body }) => {
    seen.push('handler');
    return { success: true, id: params.id, n: query.n, name: body.name };
  });
  route(open)(async (_in, _req, res) => {
    res.status(204).end();
  });
  app.use('/api', router);
  app.use(errorHandler);
  return app;
}

describe('routesOn', () => {
  const pass: RequestHandler = (_req, _res, next) => next();

  it('runs guard, middleware, validation and handler, and sends the answer with the declared status', async () => {
    const seen: string[] = [];
    const guard: RequestHandler = (_req, _res, next) => {
      seen.push('guard');
      next();
    };
    const res = await request(appWith(guard, seen))
      .post('/api/things/42?n=3')
      .send({ name: ' Asha ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: '42', n: 3, name: 'Asha' });
    expect(seen).toEqual(['guard', 'middleware', 'handler']);
  });

  it('answers 400 with the schema’s message for a bad param, query or body, before the handler', async () => {
    const seen: string[] = [];
    const app = appWith(pass, seen);
    const badParam = await request(app).post('/api/things/x').send({ name: 'A' });
    expect(badParam.status).toBe(400);
    expect(badParam.body).toMatchObject({
      success: false,
      message: 'Invalid id.',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'id', message: 'Invalid id.' }],
    });
    const badBody = await request(app).post('/api/things/1').send({});
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toBe('Name is required.');
    const badQuery = await request(app).post('/api/things/1?n=1.5').send({ name: 'A' });
    expect(badQuery.status).toBe(400);
    expect(seen).not.toContain('handler');
  });

  it('lets a handler answer through res when it returns nothing', async () => {
    const res = await request(appWith(pass, [])).get('/api/things');
    expect(res.status).toBe(204);
  });

  it('refuses to mount a signed-in route without its guard', () => {
    const route = routesOn(Router());
    expect(() => route(echo)(async () => undefined)).toThrow(
      'No shopper guard given for POST /api/things/:id',
    );
  });

  it('types the handler’s inputs and answer from the declaration', () => {
    const route = routesOn(Router(), { guards: { shopper: pass } });
    route(echo)(async ({ params, query, body }) => {
      // @ts-expect-error the declared params have no `name`
      void params.name;
      return { success: true, id: params.id, n: query.n, name: body.name };
    });
    // @ts-expect-error the answer must carry every declared field (`n` is missing)
    route(echo)(async ({ params, body }) => ({ success: true, id: params.id, name: body.name }));
    // @ts-expect-error `success` is the literal `true`
    route(echo)(async () => ({ success: false, id: '1', n: 1, name: 'A' }));
  });

  it('refuses a declaration outside the router’s base path', () => {
    const route = routesOn(Router(), { base: '/api/admin', guards: { shopper: pass } });
    expect(() => route(echo)(async () => undefined)).toThrow(
      '/api/things/:id is not under /api/admin',
    );
  });
});
