import { ErrorBodySchema, ErrorCode } from '@vastra/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { createStaff } from '../modules/staff/test-helpers';

describe('a wrong method on a known path', () => {
  const { app } = createTestApp();

  it('answers 405 with Allow naming the methods the path answers, and a JSON error', async () => {
    const res = await request(app).patch('/api/cart').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(ErrorBodySchema.parse(res.body)).toMatchObject({
      success: false,
      code: ErrorCode.METHOD_NOT_ALLOWED,
      message: 'PATCH is not allowed on /api/cart. Allowed: GET, HEAD, POST.',
    });
  });

  it('matches parametrised paths, admin ones included', async () => {
    const address = await request(app).post('/api/address/0123456789abcdef01234567').expect(405);
    expect(address.headers.allow).toBe('DELETE, PUT');
    // The back office checks the staff token first, then the method.
    const owner = await createStaff('owner');
    const product = await request(app)
      .post('/api/admin/products/0123456789abcdef01234567')
      .set(owner.auth);
    expect(product.status).toBe(405);
    expect(product.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });

  it('leaves unknown paths a 404 and right methods to their routes', async () => {
    const unknown = await request(app).delete('/api/no-such-thing').expect(404);
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    await request(app).get('/api/cart').expect(401);
  });
});
