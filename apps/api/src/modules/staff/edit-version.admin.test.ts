import { ErrorBodySchema } from '@vastra/contracts';
import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { makeCategory } from '../catalog/admin/admin-fixtures';
import { createStaff, createStaffCast, type StaffCast, type TestStaff } from './test-helpers';

/**
 * Two staff editing one back-office record, for every versioned edit form (coupons, banners, blog
 * posts, testimonials, styles, influencers, looks, the announcement, categories, subcategories,
 * staff accounts, the shop's low-stock threshold), through the real app and engine: a save from the version it read goes through
 * and bumps the version; the later save from the old version is refused 409 naming who saved and
 * what they changed; nothing of theirs is overwritten; a save from the fresh version goes through.
 */
let app: Express;
let cast: StaffCast;
let asha: TestStaff;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
  asha = await createStaff('owner', {
    name: 'Asha',
    email: `asha.${Date.now()}@staff.example.com`,
  });
});

const IMG = '/static/content/picture.webp';
let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n += 1)}`;

interface Case {
  name: string;
  /** Creates the record; answers its path for reads and saves, and the form's body. */
  make(): Promise<{ path: string; form: Record<string, unknown> }>;
  /** The answer's record (its version and fields). */
  read(body: unknown, path: string): Record<string, unknown>;
  /** The method a save uses. */
  method?: 'put' | 'patch';
  /** A field Asha changes first, and another the late form changes. */
  theirs: [string, unknown];
  mine: [string, unknown];
  /** The thing the message names. */
  thing: string;
  /** How the changed field shows in the refusal: [before, after]. */
  shown: [string, string];
}

const dataOf = (body: unknown) => (body as { data: Record<string, unknown> }).data;
const content = (
  kind: string,
  body: () => Record<string, unknown>,
  c: Omit<Case, 'make' | 'read'>,
): Case => ({
  ...c,
  make: async () => {
    const form = body();
    const res = await request(app)
      .post(`/api/admin/content/${kind}`)
      .set(cast.staff.auth)
      .send(form)
      .expect(201);
    return { path: `/api/admin/content/${kind}/${String(dataOf(res.body)._id)}`, form };
  },
  read: dataOf,
});

async function makeStyle(): Promise<string> {
  const res = await request(app)
    .post('/api/admin/content/styles')
    .set(cast.staff.auth)
    .send({ name: `Style ${uniq()}`, image: IMG })
    .expect(201);
  return String(dataOf(res.body)._id);
}

const CASES: Case[] = [
  content(
    'coupons',
    () => ({
      code: `SAVE${uniq().toUpperCase()}`.slice(0, 15),
      bannerText: 'Save 10%',
      discountType: 'percent',
      discountValue: 10,
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
    }),
    {
      name: 'coupon',
      theirs: ['discountValue', 15],
      mine: ['bannerText', 'Mine'],
      thing: 'coupon',
      shown: ['10', '15'],
    },
  ),
  content('banners', () => ({ image: IMG, title: 'Sale', link: '/products' }), {
    name: 'banner',
    theirs: ['title', 'Big sale'],
    mine: ['subtitle', 'Mine'],
    thing: 'banner',
    shown: ['Sale', 'Big sale'],
  }),
  content(
    'blogs',
    () => ({ title: `Post ${uniq()}`, postedOn: '2026-01-02', description: 'Words.' }),
    {
      name: 'blog post',
      theirs: ['author', 'Asha'],
      mine: ['excerpt', 'Mine'],
      thing: 'blog post',
      shown: ['Team Vastra', 'Asha'],
    },
  ),
  content('testimonials', () => ({ name: 'Riya', message: 'Lovely.' }), {
    name: 'testimonial',
    theirs: ['rating', 4],
    mine: ['location', 'Pune'],
    thing: 'testimonial',
    shown: ['5', '4'],
  }),
  content('styles', () => ({ name: 'Festive', image: IMG }), {
    name: 'style',
    theirs: ['hashtag', 'festive'],
    mine: ['description', 'Mine'],
    thing: 'style',
    shown: ['(empty)', 'festive'],
  }),
  {
    name: 'influencer',
    theirs: ['bio', 'Hers'],
    mine: ['position', 3],
    thing: 'influencer',
    shown: ['(empty)', 'Hers'],
    make: async () => {
      const form = { name: 'Meera', instagramHandle: 'meera', styleId: await makeStyle() };
      const res = await request(app)
        .post('/api/admin/content/influencers')
        .set(cast.staff.auth)
        .send(form)
        .expect(201);
      return { path: `/api/admin/content/influencers/${String(dataOf(res.body)._id)}`, form };
    },
    read: dataOf,
  },
  {
    name: 'look',
    theirs: ['title', 'Hers'],
    mine: ['position', 2],
    thing: 'look',
    shown: ['(empty)', 'Hers'],
    make: async () => {
      const inf = await request(app)
        .post('/api/admin/content/influencers')
        .set(cast.staff.auth)
        .send({ name: 'Meera', instagramHandle: 'meera', styleId: await makeStyle() })
        .expect(201);
      const form = { influencerId: String(dataOf(inf.body)._id), image: IMG };
      const res = await request(app)
        .post('/api/admin/content/looks')
        .set(cast.staff.auth)
        .send(form)
        .expect(201);
      return { path: `/api/admin/content/looks/${String(dataOf(res.body)._id)}`, form };
    },
    read: dataOf,
  },
  {
    name: 'announcement',
    theirs: ['heading', `Hers ${uniq()}`],
    mine: ['detail', 'Mine'],
    thing: 'announcement',
    shown: ['', ''],
    make: async () => {
      const res = await request(app)
        .get('/api/admin/content/announcement')
        .set(cast.staff.auth)
        .expect(200);
      const { status, heading, detail } = dataOf(res.body);
      return { path: '/api/admin/content/announcement', form: { status, heading, detail } };
    },
    read: dataOf,
  },
  {
    name: 'category',
    theirs: ['name', `Hers ${uniq()}`],
    mine: ['position', 7],
    thing: 'category',
    shown: ['', ''],
    make: async () => {
      const cat = await makeCategory(`Cat${uniq()}`);
      const res = await request(app).get('/api/admin/categories').set(cast.staff.auth).expect(200);
      const row = (res.body as { categories: Record<string, unknown>[] }).categories.find(
        (c) => c._id === cat.id,
      )!;
      return {
        path: `/api/admin/categories/${cat.id}`,
        form: { name: row.name, slug: row.slug, position: row.position },
      };
    },
    read: (body) => (body as { category: Record<string, unknown> }).category,
  },
  {
    name: 'subcategory',
    theirs: ['name', `Hers ${uniq()}`],
    mine: ['image', ''],
    thing: 'subcategory',
    shown: ['Shirts', ''],
    make: async () => {
      const cat = await makeCategory(`Sub${uniq()}`);
      return {
        path: `/api/admin/categories/${cat.id}/subcategories/${cat.shirts}`,
        form: { name: 'Shirts', slug: 'shirts' },
      };
    },
    read: (body, path) => {
      const subId = path.split('/').pop();
      const subs = (body as { category: { subcategories: Record<string, unknown>[] } }).category
        .subcategories;
      return subs.find((s) => s._id === subId)!;
    },
  },
  {
    name: 'staff account',
    method: 'patch',
    theirs: ['role', 'readonly'],
    mine: ['name', 'Mine'],
    thing: 'account',
    shown: ['staff', 'readonly'],
    make: async () => {
      const who = await createStaff('staff', { email: `member.${uniq()}@staff.example.com` });
      return { path: `/api/admin/staff/${who.id}`, form: {} };
    },
    read: (body) => (body as { staff: Record<string, unknown> }).staff,
  },
  {
    name: 'shop setting (low-stock threshold)',
    theirs: ['threshold', 6],
    mine: ['threshold', 2],
    thing: 'setting',
    shown: ['4', '6'],
    make: () => Promise.resolve({ path: '/api/admin/low-stock/threshold', form: { threshold: 4 } }),
    read: (body) => {
      const b = body as { threshold: number; thresholdVersion: number };
      return { threshold: b.threshold, editVersion: b.thresholdVersion };
    },
  },
];

/** One save of the form with `over` on top, as `who`. */
const save = (
  c: Case,
  path: string,
  over: Record<string, unknown>,
  form: Record<string, unknown>,
  who: TestStaff,
) =>
  (c.method === 'patch' ? request(app).patch(path) : request(app).put(path))
    .set(who.auth)
    .send({ ...form, ...over });

describe('a save over a newer version is refused on every back-office edit form', () => {
  for (const c of CASES) {
    it(`${c.name}: stale save 409 with who changed what, fresh save 200, version bumps`, async () => {
      const { path, form } = await c.make();
      const owner = c.name === 'staff account' ? cast.owner : cast.staff;
      // Both forms open the record after one unchecked save (a script's, say): version v0.
      const opened = await save(
        c,
        path,
        { name: 'Member' },
        c.name === 'staff account' ? {} : form,
        owner,
      );
      expect(opened.status).toBe(200);
      const v0 = c.read(opened.body, path).editVersion as number;
      expect(v0).toBeGreaterThanOrEqual(1);

      // Asha saves first, from the version she opened.
      const first = await save(
        c,
        path,
        { [c.theirs[0]]: c.theirs[1], versionSeen: v0 },
        form,
        asha,
      );
      expect(first.status).toBe(200);
      const afterFirst = c.read(first.body, path);
      expect(afterFirst.editVersion).toBe(v0 + 1);
      expect(afterFirst[c.theirs[0]]).toEqual(c.theirs[1]);

      // The other form, opened at v0, changes another field: refused, naming Asha and her field.
      const late = await save(c, path, { [c.mine[0]]: c.mine[1], versionSeen: v0 }, form, owner);
      expect(late.status).toBe(409);
      const body = ErrorBodySchema.parse(late.body);
      expect(body.code).toBe(EDIT_CONFLICT);
      expect(body.message).toBe(EditMsg.editedMeanwhile(asha.email, c.thing));
      const issue = body.issues?.find((i) => i.path === c.theirs[0]);
      expect(issue?.message).toContain(asha.email);
      if (c.shown[1])
        expect(issue?.message).toBe(
          EditMsg.fieldChangedMeanwhile(asha.email, c.shown[0], c.shown[1]),
        );

      // Fresh version: goes through on top of Asha's change.
      const again = await save(
        c,
        path,
        { [c.theirs[0]]: c.theirs[1], [c.mine[0]]: c.mine[1], versionSeen: v0 + 1 },
        form,
        owner,
      );
      expect(again.status).toBe(200);
      const saved = c.read(again.body, path);
      expect(saved.editVersion).toBe(v0 + 2);
      expect(saved[c.mine[0]]).toEqual(c.mine[1]);
      if (c.mine[0] !== c.theirs[0]) expect(saved[c.theirs[0]]).toEqual(c.theirs[1]);
    });
  }

  it('two saves of one coupon from the same version at once: exactly one goes through', async () => {
    const { path, form } = await CASES[0]!.make();
    const results = await Promise.all(
      [11, 12].map((discountValue) =>
        request(app)
          .put(path)
          .set(cast.staff.auth)
          .send({ ...form, discountValue, versionSeen: 0 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a version that is not a whole number with a message', async () => {
    const { path, form } = await CASES[1]!.make();
    const res = await request(app)
      .put(path)
      .set(cast.staff.auth)
      .send({ ...form, versionSeen: 'x' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(EditMsg.versionInvalid);
  });
});
