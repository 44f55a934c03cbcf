import { ErrorBodySchema } from '@vastra/contracts';
import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { StaffMsg } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerModel,
  BlogModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../../src/modules/content/content.model';
import { StaffModel } from '../../src/modules/staff/staff.model';
import { createStaff, type TestStaff } from '../../src/modules/staff/test-helpers';
import { createTestApp } from '../helpers';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * The back office under attack from its own staff: two owners demoting each other at the same
 * moment, or an owner demoting the other while deactivating themself, never leave the shop
 * without an active owner (the loser answers 409); banner links that a browser would read as
 * another site (`/\evil.example`, `//…`, tabs, line breaks) are refused; content pictures must be
 * the shop's own (uploads or built-in assets), never another server's address.
 */

const tally = new Tally('back-office');
let app: Express;

beforeAll(() => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
});
afterAll(() => tally.print());

const patchStaff = (who: TestStaff, target: TestStaff, body: object) =>
  request(app).patch(`/api/admin/staff/${target.id}`).set(who.auth).send(body);

const activeOwners = () => StaffModel.countDocuments({ role: 'owner', active: true });

/** Two fresh active owners, every other owner switched off (the shop has exactly these two). */
async function twoOwners(): Promise<[TestStaff, TestStaff]> {
  await StaffModel.updateMany({ role: 'owner' }, { $set: { active: false } });
  return Promise.all([createStaff('owner'), createStaff('owner')]);
}

/**
 * One round's two answers: one change wins (200), the other is refused. The loser's refusal is
 * 409 with the last-owner message; it may instead be refused at the door (401/403) when the
 * winner's change reached the database before the loser's request was even authenticated.
 */
function judgeRound(what: string, answers: request.Response[]): 'conflict' | 'door' {
  const won = answers.filter((r) => r.status === 200);
  const lost = answers.filter((r) => r.status !== 200);
  const seen = `${what}: ${answers.map((r) => `${r.status} ${preview(r.body)}`).join(' | ')}`;
  expect(won.length, seen).toBe(1);
  expect(lost.length, seen).toBe(1);
  const loser = lost[0]!;
  for (const r of answers) tally.saw(r.status, r === loser && hasErrorMessage(r.body));
  if (loser.status === 409) {
    expect(ErrorBodySchema.parse(loser.body).message).toBe(StaffMsg.lastOwner);
    return 'conflict';
  }
  expect([401, 403], `${what}: ${preview(loser.body)}`).toContain(loser.status);
  return 'door';
}

describe('the last owner', () => {
  const ROUNDS = 20;
  let fewest = Infinity;
  const outcomes = { conflict: 0, door: 0 };

  afterAll(() => {
    tally.set('ownersAfterConcurrentDemotionsMin', fewest);
    tally.set('ownerRacesLostWith409', outcomes.conflict);
    tally.set('ownerRacesLostAtSignIn', outcomes.door);
  });

  it(`two owners demoting each other at once: always one active owner left (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await twoOwners();
      const answers = await Promise.all([
        patchStaff(a, b, { role: 'staff' }),
        patchStaff(b, a, { role: 'staff' }),
      ]);
      outcomes[judgeRound(`round ${round}`, answers)] += 1;
      const left = await activeOwners();
      fewest = Math.min(fewest, left);
      expect(left, `round ${round}`).toBe(1);
    }
  });

  it(`an owner demoting the other while deactivating themself: one owner left (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await twoOwners();
      const answers = await Promise.all([
        patchStaff(a, b, { role: 'readonly' }),
        patchStaff(a, a, { active: false }),
      ]);
      outcomes[judgeRound(`round ${round}`, answers)] += 1;
      const left = await activeOwners();
      fewest = Math.min(fewest, left);
      expect(left, `round ${round}`).toBe(1);
    }
  });

  it('three changes at once (demote, deactivate, demote) still leave one owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await twoOwners();
      const answers = await Promise.all([
        patchStaff(a, b, { role: 'staff' }),
        patchStaff(b, b, { active: false }),
        patchStaff(b, a, { role: 'readonly', active: false }),
      ]);
      for (const r of answers) {
        tally.saw(r.status, r.status !== 200 && hasErrorMessage(r.body));
        expect([200, 401, 403, 409], preview(r.body)).toContain(r.status);
      }
      const left = await activeOwners();
      fewest = Math.min(fewest, left);
      expect(left, `round ${round}`).toBe(1);
    }
  });
});

/** Banner links a browser would take to another site, or that carry invisible characters. */
const HOSTILE_LINKS = [
  '/\\evil.example/phish',
  '/\\\\evil.example',
  '\\/evil.example',
  '/products\\..\\..\\evil',
  '//evil.example/phish',
  '/products//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/pro\rducts',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/\u202eevil',
  '/\u0000',
  'https://evil.example',
  'javascript:alert(1)',
  'evil.example/phish',
];
/** Links the shop can open: a collection, a category listing by id, a search, home. */
const FINE_LINKS = [
  '/products?type=latest',
  '/women/65a1b2c3d4e5f6a7b8c9d0e1',
  '/products?q=साड़ी',
  '/',
];

describe('banner links', () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await createStaff('staff');
  });

  it('refuses every link a browser could read as another site, with a message (400)', async () => {
    let acceptedWithBackslash = 0;
    const existing = await request(app)
      .post('/api/admin/content/banners')
      .set(staff.auth)
      .send({ image: '/static/banners/new-arrivals.svg', link: '/products' })
      .expect(201);
    const id = String(existing.body.data._id);
    const before = await BannerModel.countDocuments();
    for (const link of HOSTILE_LINKS) {
      for (const [method, path] of [
        ['post', '/api/admin/content/banners'],
        ['put', `/api/admin/content/banners/${id}`],
      ] as const) {
        const agent = request(app);
        const res = await agent[method](path)
          .set(staff.auth)
          .send({ image: '/static/banners/new-arrivals.svg', link });
        const ok = res.status === 400 && hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        if (res.status < 300 && link.includes('\\')) acceptedWithBackslash += 1;
        expect(res.status, `${method} ${JSON.stringify(link)}: ${preview(res.body)}`).toBe(400);
        expect(ErrorBodySchema.parse(res.body).message).toBe(AdminContentMsg.linkInvalid);
      }
    }
    expect(await BannerModel.countDocuments()).toBe(before);
    expect((await BannerModel.findById(id).lean())?.link).toBe('/products');
    tally.set('linksAcceptedWithBackslash', acceptedWithBackslash);
    expect(acceptedWithBackslash).toBe(0);
  });

  it('still takes ordinary paths in the shop', async () => {
    for (const link of FINE_LINKS) {
      const res = await request(app)
        .post('/api/admin/content/banners')
        .set(staff.auth)
        .send({ image: '/static/banners/new-arrivals.svg', link });
      tally.saw(res.status, false);
      expect(res.status, `${link}: ${preview(res.body)}`).toBe(201);
      expect(res.body.data.link).toBe(link);
    }
  });
});

/** Picture addresses that are not the shop's own: another server, or a path out of its folders. */
const FOREIGN_IMAGES = [
  'https://evil.example/track.png',
  'http://evil.example/track.png',
  'HTTPS://evil.example/track.png',
  '//evil.example/track.png',
  '/\\evil.example/track.png',
  'data:image/png;base64,iVBORw0KGgo=',
  '/static/../api/users/profile',
  '/uploads/../../etc/passwd',
  '/uploads/0123456789abcdef0123456789abcdef.webp?track=1',
  '/api/users/profile',
];

describe('content pictures', () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await createStaff('staff');
  });

  it('refuses pictures from anywhere but the shop on every content kind (400, "upload")', async () => {
    const style = await request(app)
      .post('/api/admin/content/styles')
      .set(staff.auth)
      .send({ name: 'Street', image: '/static/styles/street.svg' })
      .expect(201);
    const influencer = await request(app)
      .post('/api/admin/content/influencers')
      .set(staff.auth)
      .send({ name: 'Ria', instagramHandle: 'ria.styles', styleId: style.body.data._id })
      .expect(201);
    const kinds: [string, Record<string, unknown>][] = [
      ['banners', {}],
      ['blogs', { title: 'A post', postedOn: '2026-01-05', description: 'Text.' }],
      ['testimonials', { name: 'Asha', message: 'Lovely kurta.' }],
      ['styles', { name: 'Festive' }],
      [
        'influencers',
        { name: 'Meera', instagramHandle: 'meera', styleId: String(style.body.data._id) },
      ],
      ['looks', { influencerId: String(influencer.body.data._id), title: 'Monsoon' }],
    ];
    const models = [
      BannerModel,
      BlogModel,
      TestimonialModel,
      StyleModel,
      InfluencerModel,
      InfluencerProductModel,
    ];
    const count = async () => Promise.all(models.map((m) => m.countDocuments()));
    const before = await count();
    let acceptedForeign = 0;
    for (const [kind, base] of kinds) {
      for (const image of FOREIGN_IMAGES) {
        const res = await request(app)
          .post(`/api/admin/content/${kind}`)
          .set(staff.auth)
          .send({ ...base, image });
        tally.saw(res.status, res.status === 400 && hasErrorMessage(res.body));
        if (res.status < 300) acceptedForeign += 1;
        expect(res.status, `${kind} ${image}: ${preview(res.body)}`).toBe(400);
        const { message } = ErrorBodySchema.parse(res.body);
        expect(message).toBe(AdminContentMsg.imageInvalid);
        expect(message).toMatch(/upload/i);
      }
      // The shop's own pictures are taken.
      for (const image of [
        '/uploads/0123456789abcdef0123456789abcdef.webp',
        '/static/content/picture.webp',
      ]) {
        const res = await request(app)
          .post(`/api/admin/content/${kind}`)
          .set(staff.auth)
          .send({ ...base, image });
        tally.saw(res.status, false);
        expect(res.status, `${kind} ${image}: ${preview(res.body)}`).toBe(201);
      }
    }
    const after = await count();
    // Exactly the two accepted pictures per kind were stored, nothing refused.
    expect(after).toEqual(before.map((n) => n + 2));
    tally.set('foreignImagesAccepted', acceptedForeign);
    expect(acceptedForeign).toBe(0);
  });
});
