import { AdminProductResponseSchema, type AdminProduct } from '@vastra/contracts/admin/catalogue';
import type { Express } from 'express';
import request from 'supertest';

/**
 * Publishes a product created in the back office (it starts as a draft), for tests that need it
 * on the storefront; answers the product as published.
 */
export async function publish(
  app: Express,
  auth: Record<string, string>,
  id: string,
): Promise<AdminProduct> {
  const res = await request(app)
    .patch(`/api/admin/products/${id}/publication`)
    .set(auth)
    .send({ publication: 'published' });
  if (res.status !== 200)
    throw new Error(`publish ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  return AdminProductResponseSchema.parse(res.body).product;
}
