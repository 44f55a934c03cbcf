import type { RouteRecord } from '@vastra/contracts/routes/define';
import { adminRouteModules } from '@vastra/contracts/routes/index';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { answersAreStandIns } from '../../../test/openapi-check';
import { createStaff, type TestStaff } from './test-helpers';

/**
 * The real app, with every handler the admin routers bind replaced, after its route's guard and
 * own middleware, by one that answers the module and name it was bound under. A request to each
 * admin declaration's method and path must be answered by the handler bound under that
 * declaration's own module and name: one bound to another declaration, a declaration mounted
 * without the binder, shadowed by an earlier route or not mounted at all answers something else.
 */
// Stand-in handlers answer here (to show which one a route reached), not the API's own.
answersAreStandIns();

vi.mock(import('../../lib/route'), async (importOriginal) => {
  const real = await importOriginal();
  const { adminRouteModules: modules } = await import('@vastra/contracts/routes/index');
  type Entry = RequestHandler | { use: readonly RequestHandler[]; handler: unknown };
  const bindRoutes: typeof real.bindRoutes = (route, declarations, handlers) => {
    const module = Object.entries(modules).find(([, record]) => Object.is(record, declarations));
    const answering = Object.fromEntries(
      Object.entries(handlers as Record<string, Entry>).map(([name, entry]) => {
        const answer: RequestHandler = (_req, res) => {
          res.json({ boundAs: `${module?.[0] ?? 'not an admin module'}.${name}` });
        };
        const { use, handler } = typeof entry === 'function' ? { use: [], handler: entry } : entry;
        return [name, { use: [...use, answer], handler }];
      }),
    );
    real.bindRoutes(route, declarations, answering as never);
  };
  return { ...real, bindRoutes };
});

/** The declaration's path with every `:name` filled in (any value: no handler parses it). */
const samplePath = (path: string) => path.replace(/:(\w+)/g, '0123456789abcdef01234567');

const adminDeclarations = Object.entries(adminRouteModules as Record<string, RouteRecord>).flatMap(
  ([module, record]) =>
    Object.entries(record).map(([name, declaration]) => ({ module, name, declaration })),
);

describe('admin routes bound by name', () => {
  const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  let owner: TestStaff;

  beforeAll(async () => {
    owner = await createStaff('owner');
  });

  it('covers every admin declaration', () => {
    expect(adminDeclarations.length).toBeGreaterThan(80);
    expect(adminDeclarations.map((d) => `${d.module}.${d.name}`)).toContain(
      'adminCatalogue.previewStockCsv',
    );
  });

  it.each(adminDeclarations.map((d) => [`${d.module}.${d.name}`, d] as const))(
    '%s is answered by the handler bound under its name',
    async (boundAs, { declaration }) => {
      const path = samplePath(declaration.path);
      const res = await request(app)[declaration.method](path).set(owner.auth);
      expect(
        { status: res.status, body: res.body as unknown },
        `${declaration.method.toUpperCase()} ${declaration.path}`,
      ).toEqual({ status: 200, body: { boundAs } });
    },
  );
});
