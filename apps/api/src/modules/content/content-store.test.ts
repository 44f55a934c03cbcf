import { TestimonialsResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { TestimonialModel } from './content.model';

let app: Express;

// Seeding takes its time on a busy machine.
beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
}, 300_000);

const names = async () =>
  TestimonialsResponseSchema.parse(
    (await request(app).get('/api/testimonials').expect(200)).body,
  ).data.map((t) => t.name);

describe('public content answers kept in process', () => {
  it('answers again from the store until a content write, then reads the change', async () => {
    const first = await names();
    expect(first.length).toBeGreaterThan(0);
    const doc = await TestimonialModel.findOne().lean();
    // Written past the models (no write hook): the stored answer is still what is served.
    await TestimonialModel.collection.updateOne(
      { _id: doc!._id },
      { $set: { name: 'Unseen Name' } },
    );
    expect(await names()).toEqual(first);
    // A write through the model moves the catalogue version: the next answer is read anew.
    await TestimonialModel.updateOne({ _id: doc!._id }, { $set: { name: 'Asha Verma' } });
    const after = await names();
    expect(after).toContain('Asha Verma');
    expect(after).not.toContain('Unseen Name');
  });
});
