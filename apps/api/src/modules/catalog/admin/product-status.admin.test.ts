import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminProductResponseSchema,
  PublicationMsg,
  type AdminProduct,
} from '@vastra/contracts/admin/catalogue';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { ProductModel } from '../product.model';
import { makeCategory, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

/**
 * Show / hide / archive are for published products only, and the write itself checks it: a
 * product moved back to draft at the same moment is never shown, hidden or archived.
 */

let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;

beforeAll(async () => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
  cast = await createStaffCast();
  cat = await makeCategory('Statuswear');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function create(name: string): Promise<AdminProduct> {
  const res = await request(app)
    .post('/api/admin/products')
    .set(cast.staff.auth)
    .send(productForm(cat.id, cat.shirts, { name }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminProductResponseSchema.parse(res.body).product;
}
const setStatus = (id: string, status: string) =>
  request(app).patch(`/api/admin/products/${id}/status`).set(cast.staff.auth).send({ status });
const statusEntries = async (id: string) =>
  AuditListResponseSchema.parse(
    (
      await request(app)
        .get(`/api/admin/audit?entityType=product&entityId=${id}`)
        .set(cast.owner.auth)
        .expect(200)
    ).body,
  ).entries.filter((e) => e.action === 'product.status');

describe('show, hide and archive', () => {
  it('refuses a draft with 409 and the publication message, and changes nothing', async () => {
    const draft = await create('Status Draft Shirt');
    const res = await setStatus(draft._id, 'hidden');
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe(PublicationMsg.draftStatus);
    expect((await ProductModel.findById(draft._id).lean())!.status).toBe('draft');
    expect(await statusEntries(draft._id)).toEqual([]);

    const live = await publish(app, cast.staff.auth, (await create('Status Live Shirt'))._id);
    const hidden = AdminProductResponseSchema.parse(
      (await setStatus(live._id, 'hidden').expect(200)).body,
    ).product;
    expect(hidden.status).toBe('hidden');
    const [entry] = await statusEntries(live._id);
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'hidden' } });
  });

  it('never hides a product moved back to draft after the action first read it', async () => {
    const live = await publish(app, cast.staff.auth, (await create('Status Racing Shirt'))._id);
    // Another staff member moves it back to draft right after the first read of it, before any
    // write: the product is a draft when the hide is written.
    const exec = mongoose.Query.prototype.exec;
    let raced = false;
    vi.spyOn(mongoose.Query.prototype, 'exec').mockImplementation(async function (
      this: mongoose.Query<unknown, unknown>,
    ) {
      const answer: unknown = await exec.call(this);
      const { op } = this as unknown as { op?: string };
      const read = op === 'findOne' || op === 'find';
      if (!raced && read && this.model === ProductModel) {
        raced = true;
        await ProductModel.collection.updateOne(
          { _id: new mongoose.Types.ObjectId(live._id) },
          { $set: { status: 'draft' } },
        );
      }
      return answer;
    });
    const res = await setStatus(live._id, 'hidden');
    vi.restoreAllMocks();
    // Either the hide landed before the move (then the move wins) or it was refused as a draft's.
    expect([200, 409]).toContain(res.status);
    if (res.status === 409)
      expect(ErrorBodySchema.parse(res.body).message).toBe(PublicationMsg.draftStatus);
    expect((await ProductModel.findById(live._id).lean())!.status).toBe('draft');
  });
});
