import { allRoutes, routeModules } from '@vastra/contracts/routes/index';
import { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { mountedRoutes } from '../../lib/mounted-routes';
import { buildOpenApiDocument, openApiPath } from './openapi';

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

describe('routes as data', () => {
  const { app } = createTestApp();

  it('every mounted API route is declared, and every declaration is mounted', () => {
    const mounted = new Set(
      mountedRoutes(app)
        .filter((r) => r.path.startsWith('/api/'))
        .map(key),
    );
    const declared = new Set(allRoutes.map(key));
    expect(
      [...mounted].filter((r) => !declared.has(r)),
      'mounted without a declaration',
    ).toEqual([]);
    expect(
      [...declared].filter((r) => !mounted.has(r)),
      'declared but not mounted',
    ).toEqual([]);
    expect(declared.size).toBe(allRoutes.length);
  });

  it('the walk sees routes inside nested routers, so an undeclared one would fail the check', () => {
    const { app: other } = createTestApp();
    const extra = Router();
    extra.get('/secret/:id', (_req, res) => res.end());
    const outer = Router();
    outer.use('/nested', extra);
    other.use('/api', outer);
    expect(mountedRoutes(other).map(key)).toContain('GET /api/nested/secret/:id');
  });

  it('serves the OpenAPI 3.1 document with one operation per declaration', async () => {
    const res = await request(app).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.entries(res.body.paths as Record<string, object>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      allRoutes.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`).sort(),
    );
    const login = res.body.paths['/api/users/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'data',
    );
    const address = res.body.paths['/api/address/{id}'].put;
    expect(address.security).toEqual([{ bearer: [] }]);
    expect(address.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
  });

  it('serves a readable page with no script, under a policy that allows only its stylesheet', async () => {
    const res = await request(app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('/api/docs/openapi.json');
    for (const tag of Object.keys(routeModules)) expect(res.text).toContain(`id="${tag}"`);
    expect(res.text).toContain('<code>/api/orders/{id}/cancel</code>');
  });

  it('builds a document for modules it has never seen (a new module is one line in the registry)', () => {
    const document = buildOpenApiDocument({ extra: routeModules.wishlist ?? {} });
    expect(document.tags).toEqual([{ name: 'extra' }]);
    expect(Object.keys(document.paths ?? {})).toEqual([
      '/api/wishlist',
      '/api/wishlist/{productId}',
    ]);
  });

  it('names each operation by its module and declaration names, once each', async () => {
    const res = await request(app).get('/api/docs/openapi.json');
    const ids = Object.values(res.body.paths as Record<string, Record<string, object>>).flatMap(
      (item) => Object.values(item).map((op) => (op as { operationId: string }).operationId),
    );
    expect(ids.sort()).toEqual(
      Object.entries(routeModules)
        .flatMap(([module, record]) => Object.keys(record).map((name) => `${module}.${name}`))
        .sort(),
    );
    expect(res.body.paths['/api/admin/products/{id}'].delete.operationId).toBe(
      'adminCatalogue.deleteProduct',
    );
  });
});
