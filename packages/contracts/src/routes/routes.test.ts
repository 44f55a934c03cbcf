import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routePath } from './define';
import { allRoutes, routeModules } from './index';

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
