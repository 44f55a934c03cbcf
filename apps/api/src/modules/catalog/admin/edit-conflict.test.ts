import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminProductResponseSchema,
  CatalogueMsg,
  type AdminProduct,
} from '@vastra/contracts/admin/catalogue';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { AuditModel } from '../../staff/audit.model';
import { createStaff, createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, productForm } from './admin-fixtures';

/**
 * Two staff editing one product through the real app and engine: each form save carries the
 * version it was opened with; the later save over a newer version is refused (409) with who
 * changed what, the first save's change is kept, and a save from the fresh version goes through.
 */
let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  cat = await makeCategory();
});

const formOf = (p: AdminProduct, over: Record<string, unknown> = {}) =>
  productForm(cat.id, cat.shirts, {
    name: p.name,
    slug: p.slug,
    price: p.price,
    discount: p.discount,
    inventory: p.inventory,
    inventorySeen: p.inventory,
    versionSeen: p.editVersion,
    ...over,
  });

describe('concurrent product edits', () => {
  it('refuses the later save with who changed what, keeps the first, and accepts a save from the fresh version', async () => {
    const created = await request(app)
      .post('/api/admin/products')
      .set(cast.staff.auth)
      .send(productForm(cat.id, cat.shirts, { price: 1999 }))
      .expect(201);
    const opened = AdminProductResponseSchema.parse(created.body).product;
    expect(opened.editVersion).toBe(0);
    const asha = await createStaff('staff', {
      name: 'Asha',
      email: `asha.${Date.now()}@staff.example.com`,
    });

    // Asha saves a new MRP first.
    const first = await request(app)
      .put(`/api/admin/products/${opened._id}`)
      .set(asha.auth)
      .send(formOf(opened, { price: 1499 }))
      .expect(200);
    const afterFirst = AdminProductResponseSchema.parse(first.body).product;
    expect(afterFirst.editVersion).toBe(1);

    // The other form, opened before, renames the product: refused, naming Asha's change.
    const late = await request(app)
      .put(`/api/admin/products/${opened._id}`)
      .set(cast.staff.auth)
      .send(formOf(opened, { name: 'Renamed shirt' }))
      .expect(409);
    const body = ErrorBodySchema.parse(late.body);
    expect(body.code).toBe('EDIT_CONFLICT');
    expect(body.message).toBe(CatalogueMsg.editedMeanwhile(asha.email));
    expect(body.issues).toContainEqual({
      path: 'price',
      message: CatalogueMsg.fieldChangedMeanwhile(asha.email, '1999', '1499'),
    });
    const kept = AdminProductResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/products/${opened._id}`)
          .set(cast.readonly.auth)
          .expect(200)
      ).body,
    ).product;
    expect(kept).toMatchObject({ price: 1499, name: opened.name, editVersion: 1 });

    // Reloaded: the rename on top of Asha's price goes through.
    const again = await request(app)
      .put(`/api/admin/products/${opened._id}`)
      .set(cast.staff.auth)
      .send(formOf(kept, { name: 'Renamed shirt' }))
      .expect(200);
    expect(AdminProductResponseSchema.parse(again.body).product).toMatchObject({
      name: 'Renamed shirt',
      price: 1499,
      editVersion: 2,
    });
    const entries = await AuditModel.find({ 'entity.id': opened._id, action: 'product.update' })
      .sort({ at: 1 })
      .lean();
    expect(entries.map((e) => e.actor?.email)).toEqual([asha.email, cast.staff.email]);
  });

  it('two saves from the same version at once: exactly one goes through', async () => {
    const created = await request(app)
      .post('/api/admin/products')
      .set(cast.staff.auth)
      .send(productForm(cat.id, cat.shirts, { price: 999 }))
      .expect(201);
    const p = AdminProductResponseSchema.parse(created.body).product;
    const results = await Promise.all(
      [1099, 1199].map((price) =>
        request(app)
          .put(`/api/admin/products/${p._id}`)
          .set(cast.owner.auth)
          .send(formOf(p, { price })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
