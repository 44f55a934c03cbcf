import { Msg, PincodeResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { jsonServer } from '../../../test/json-server';
import { haversineKm, parseGeoNames, pincodeDataset } from './dataset';
import { etaDays } from './pincode.service';

let user: TestUser;

beforeEach(async () => {
  user = await createUser();
});

const check = (app: Express, pincode: unknown, u: TestUser = user) =>
  request(app).post('/api/xpressbees/pincode').set(u.auth).send({ pincode });

describe('POST /xpressbees/pincode (embedded dataset)', () => {
  let app: Express;
  beforeAll(() => {
    app = createTestApp({ WAREHOUSE_PINCODE: '110001' }).app;
  });

  it('answers visitors too, and needs six digits', async () => {
    const visitor = await request(app)
      .post('/api/xpressbees/pincode')
      .send({ pincode: '110001' })
      .expect(200);
    expect(visitor.body).toMatchObject({ success: true, serviceable: true });
    for (const bad of ['11000', '1100011', 'abcdef', '', null]) {
      const res = await check(app, bad).expect(400);
      expect(res.body.message).toBe('Please enter a valid 6-digit pincode.');
    }
    await request(app).post('/api/xpressbees/pincode').set(user.auth).send({}).expect(400);
  });

  it('answers known pincodes with an ETA from the distance to the warehouse', async () => {
    const local = PincodeResponseSchema.parse((await check(app, '110001').expect(200)).body);
    expect(local).toMatchObject({
      success: true,
      serviceable: true,
      eta: 2,
      cod: true,
      source: 'dataset',
      state: 'Delhi',
    });
    const far = PincodeResponseSchema.parse((await check(app, 560001).expect(200)).body); // Bengaluru, ~1,700 km
    expect(far).toMatchObject({ serviceable: true, eta: 6, cod: true, state: 'Karnataka' });
    const near = PincodeResponseSchema.parse((await check(app, '302001').expect(200)).body); // Jaipur, ~240 km
    expect(near.eta).toBe(3);
  });

  it('offers no COD on the island territories', async () => {
    const res = PincodeResponseSchema.parse((await check(app, '744101').expect(200)).body); // Port Blair
    expect(res).toMatchObject({ serviceable: true, cod: false, eta: 7 });
  });

  it('treats an unknown pincode as not serviceable', async () => {
    const res = PincodeResponseSchema.parse((await check(app, '999999').expect(200)).body);
    expect(res).toMatchObject({
      serviceable: false,
      eta: null,
      cod: false,
      message: Msg.pincodeNotServiceable,
    });
  });
});

describe('dataset helpers', () => {
  it('parses GeoNames rows into pincode centroids, skipping rows without coordinates', () => {
    const rows = [
      'IN\t110001\tConnaught Place\tDelhi\t07\tCentral Delhi\t\t\t\t28.6\t77.2\t4',
      'IN\t110001\tJanpath\tDelhi\t07\tCentral Delhi\t\t\t\t28.8\t77.4\t4',
      'IN\t123456\tNowhere\tHaryana\t06\tX\t\t\t\t\t\t',
      'garbage',
    ].join('\n');
    const map = parseGeoNames(rows);
    expect([...map.keys()]).toEqual(['110001']);
    expect(map.get('110001')?.lat).toBeCloseTo(28.7);
    expect(map.get('110001')?.lng).toBeCloseTo(77.3);
  });

  it('covers India and measures distance sensibly', async () => {
    const data = await pincodeDataset();
    expect(data.size).toBeGreaterThan(19_000);
    const delhi = data.get('110001');
    const mumbai = data.get('400001');
    if (!delhi || !mumbai) throw new Error('dataset lacks metro pincodes');
    expect(haversineKm(delhi, mumbai)).toBeGreaterThan(1000);
    expect(haversineKm(delhi, mumbai)).toBeLessThan(1300);
    expect([0, 51, 301, 801, 1501, 2201].map(etaDays)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

/** A stand-in for Xpressbees' API on loopback. */
type Mode = 'ok' | 'slow' | 'garbage' | 'expire-once';
function fakeXpressbees() {
  const calls = { login: 0, serviceability: 0 };
  let mode: Mode = 'ok';
  let issued = 0;
  const server = jsonServer((req, json, res) => {
    const body = req.body as Record<string, string>;
    if (req.url === '/api/users/login') {
      calls.login += 1;
      if (body.email !== 'ops@vastra.test' || body.password !== 'pw')
        return json(200, { status: false, message: 'Invalid credentials' });
      issued += 1;
      return json(200, { status: true, data: `token-${issued}` });
    }
    if (req.url === '/api/courier/serviceability') {
      calls.serviceability += 1;
      if (mode === 'slow') {
        setTimeout(() => json(200, { status: true, data: [{ id: '1' }] }), 5000).unref();
        return;
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html>maintenance</html>');
      }
      if (mode === 'expire-once' && req.authorization === 'Bearer token-1')
        return json(401, { status: false, message: 'Token expired' });
      if (req.authorization?.startsWith('Bearer token-') !== true)
        return json(401, { status: false });
      if (body.origin !== '110001') return json(200, { status: false, message: 'bad origin' });
      const served =
        body.destination === '560001' ||
        body.destination === '999999' ||
        (body.destination === '744101' && body.payment_type === 'prepaid');
      return json(
        200,
        served
          ? { status: true, data: [{ id: '1', name: 'Surface', total_charges: 70 }] }
          : { status: false, message: 'Pincode not serviceable' },
      );
    }
    json(404, { status: false });
  });
  return {
    calls,
    setMode: (m: Mode) => (mode = m),
    ...server,
  };
}

describe('POST /xpressbees/pincode (Xpressbees configured)', () => {
  const fake = fakeXpressbees();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  const appFor = () =>
    createTestApp({
      XPRESSBEES_BASE_URL: baseUrl,
      XPRESSBEES_USERNAME: 'ops@vastra.test',
      XPRESSBEES_PASSWORD: 'pw',
      WAREHOUSE_PINCODE: '110001',
    }).app;

  it('asks Xpressbees (prepaid and COD), caches the token and the answers', async () => {
    fake.setMode('ok');
    const app = appFor();
    const before = { ...fake.calls };
    const blr = PincodeResponseSchema.parse((await check(app, '560001').expect(200)).body);
    expect(blr).toMatchObject({ serviceable: true, cod: true, eta: 6, source: 'xpressbees' });
    const islands = PincodeResponseSchema.parse((await check(app, '744101').expect(200)).body);
    expect(islands).toMatchObject({ serviceable: true, cod: false, source: 'xpressbees' });
    // The courier knows a pincode the dataset does not: serviceable with the default ETA.
    expect(
      PincodeResponseSchema.parse((await check(app, '999999').expect(200)).body),
    ).toMatchObject({ serviceable: true, eta: 5 });
    const blrAgain = PincodeResponseSchema.parse((await check(app, '560001').expect(200)).body);
    expect(blrAgain).toEqual(blr);
    expect(fake.calls.login - before.login).toBe(1);
    expect(fake.calls.serviceability - before.serviceability).toBe(6);
    const nowhere = PincodeResponseSchema.parse((await check(app, '302001').expect(200)).body);
    expect(nowhere).toMatchObject({
      serviceable: false,
      cod: false,
      eta: null,
      source: 'xpressbees',
    });
  });

  it('logs in again once when the token has expired', async () => {
    fake.setMode('expire-once');
    const app = appFor();
    const res = PincodeResponseSchema.parse((await check(app, '560001').expect(200)).body);
    expect(res).toMatchObject({ source: 'xpressbees', serviceable: true });
  });

  it('falls back to the dataset when Xpressbees answers garbage', async () => {
    fake.setMode('garbage');
    const res = PincodeResponseSchema.parse((await check(appFor(), '560002').expect(200)).body);
    expect(res).toMatchObject({ source: 'dataset', serviceable: true, cod: true });
  });

  it('gives up on Xpressbees after 3 seconds and answers from the dataset', async () => {
    fake.setMode('slow');
    const started = Date.now();
    const res = PincodeResponseSchema.parse((await check(appFor(), '744101').expect(200)).body);
    const took = Date.now() - started;
    expect(res).toMatchObject({ source: 'dataset', serviceable: true, cod: false });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4500);
  });

  it('falls back when Xpressbees is unreachable', async () => {
    const app = createTestApp({
      XPRESSBEES_BASE_URL: 'http://127.0.0.1:1',
      XPRESSBEES_USERNAME: 'u',
      XPRESSBEES_PASSWORD: 'p',
    }).app;
    const res = PincodeResponseSchema.parse((await check(app, '110001').expect(200)).body);
    expect(res).toMatchObject({ source: 'dataset', serviceable: true });
  });
});
