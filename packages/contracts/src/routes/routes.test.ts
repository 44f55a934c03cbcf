import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routePath } from './define';
import { CONTENT_KIND_NAMES } from '../admin/content';
import { adminContentApi } from './admin-content';
import { adminRouteModules, allRoutes, routeModules } from './index';

describe('route declarations', () => {
  it('declare each method and path once', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('declare a params schema exactly when the path has parameters, with the same names', () => {
    for (const route of allRoutes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared =
        route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(declared, `${route.method} ${route.path}`).toEqual(names);
    }
  });

  it('give every route a summary, and staff routes a role', () => {
    for (const route of allRoutes) {
      expect(route.summary.length, route.path).toBeGreaterThan(3);
      if (route.auth === 'staff') expect(route.role, route.path).toBeDefined();
    }
    expect(Object.keys(routeModules).length).toBeGreaterThan(10);
  });

  it('list every declaration of every module, and every admin declaration under /api/admin', () => {
    const count = Object.values(routeModules).reduce((n, r) => n + Object.keys(r).length, 0);
    expect(allRoutes).toHaveLength(count);
    for (const [module, record] of Object.entries(adminRouteModules)) {
      expect(routeModules[module], module).toBe(record);
      for (const [name, route] of Object.entries(record))
        expect(route.path, `${module}.${name}`).toMatch(/^\/api\/admin\//);
    }
  });

  it('name the five routes of every content kind <kind>.<name>, each on its own kind’s path', () => {
    for (const kind of CONTENT_KIND_NAMES) {
      const base = `/api/admin/content/${kind}`;
      const routes = adminContentApi as Record<string, { method: string; path: string }>;
      expect(
        ['list', 'create', 'get', 'replace', 'remove'].map((name) => {
          const route = routes[`${kind}.${name}`];
          return route && `${route.method} ${route.path}`;
        }),
      ).toEqual([
        `get ${base}`,
        `post ${base}`,
        `get ${base}/:id`,
        `put ${base}/:id`,
        `delete ${base}/:id`,
      ]);
    }
  });

  it('fill path parameters, URI-encoded, and refuse a missing one', () => {
    const route = defineRoute({
      method: 'get',
      path: '/api/a/:id/b/:slug',
      summary: 'Test',
      auth: 'public',
    });
    expect(routePath(route, { id: 'x/y', slug: 'z' })).toBe('/api/a/x%2Fy/b/z');
    expect(() => routePath(route, { id: '1' } as { id: string; slug: string })).toThrow(
      'Missing path parameter slug',
    );
  });
});
