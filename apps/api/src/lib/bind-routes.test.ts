import { defineRoute } from '@vastra/contracts/routes/define';
import express, { Router, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-middleware';
import { bindRoutes, routesOn, type RouteHandlers } from './route';

const answer = z.object({ success: z.literal(true), name: z.string() });

/** Three routes where order matters: `/api/things/new` must be matched before `/api/things/:id`. */
const things = {
  list: defineRoute({
    method: 'get',
    path: '/api/things',
    summary: 'List',
    auth: 'public',
    response: answer,
  }),
  blank: defineRoute({
    method: 'get',
    path: '/api/things/new',
    summary: 'A blank thing',
    auth: 'public',
    response: answer,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/things/:id',
    summary: 'One',
    auth: 'public',
    params: z.object({ id: z.string() }),
    response: answer,
  }),
} as const;

type ThingHandlers = RouteHandlers<typeof things>;

const named = (name: string) => async () => ({ success: true as const, name });

function appWith(bind: (router: Router) => void) {
  const app = express();
  const router = Router();
  bind(router);
  app.use('/api', router);
  app.use(errorHandler);
  return app;
}

describe('bindRoutes', () => {
  it('pairs each handler with the declaration of its name, whatever order the handlers are in', async () => {
    const seen: string[] = [];
    const mark: RequestHandler = (_req, _res, next) => {
      seen.push('middleware');
      next();
    };
    const app = appWith((router) =>
      bindRoutes(routesOn(router), things, {
        get: async ({ params }) => ({ success: true, name: `get ${params.id}` }),
        blank: { use: [mark], handler: named('blank') },
        list: named('list'),
      }),
    );
    expect((await request(app).get('/api/things')).body.name).toBe('list');
    expect((await request(app).get('/api/things/new')).body.name).toBe('blank');
    expect((await request(app).get('/api/things/42')).body.name).toBe('get 42');
    expect(seen).toEqual(['middleware']);
  });

  it('mounts in the declarations’ order, so a literal path declared first is matched first', async () => {
    const reversed = { get: things.get, blank: things.blank, list: things.list };
    const app = appWith((router) =>
      bindRoutes(routesOn(router), reversed, {
        list: named('list'),
        blank: named('blank'),
        get: async ({ params }) => ({ success: true, name: `get ${params.id}` }),
      }),
    );
    expect((await request(app).get('/api/things/new')).body.name).toBe('get new');
  });

  it('throws before mounting anything when a declaration has no handler', () => {
    const router = Router();
    const handlers = { list: named('list'), get: named('get') };
    expect(() =>
      bindRoutes(routesOn(router), things, handlers as unknown as ThingHandlers),
    ).toThrow('Routes bound by name: no handler for "blank"');
    expect(router.stack).toHaveLength(0);
  });

  it('throws when a handler names no declaration', () => {
    const handlers = {
      list: named('list'),
      blank: named('blank'),
      get: named('get'),
      gone: named('gone'),
    };
    expect(() =>
      bindRoutes(routesOn(Router()), things, handlers as unknown as ThingHandlers),
    ).toThrow('Routes bound by name: handlers for undeclared "gone"');
  });

  it('throws when a name is bound to something that is not a handler, naming every problem', () => {
    const handlers = { list: named('list'), blank: { use: [] }, get: undefined, old: named('x') };
    expect(() =>
      bindRoutes(routesOn(Router()), things, handlers as unknown as ThingHandlers),
    ).toThrow('Routes bound by name: no handler for "blank", "get"; handlers for undeclared "old"');
  });

  it('makes a missing or an extra name a type error', () => {
    const route = routesOn(Router());
    expect(() =>
      // @ts-expect-error `blank` has no handler
      bindRoutes(route, things, { list: named('list'), get: named('get') }),
    ).toThrow();
    expect(() =>
      bindRoutes(route, things, {
        list: named('list'),
        blank: named('blank'),
        get: named('get'),
        // @ts-expect-error `gone` is not declared
        gone: named('gone'),
      }),
    ).toThrow();
  });
});
