import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { openApiChecker, type OpenApiChecker } from '../../../test/openapi-check';
import { createStaff, type TestStaff } from '../staff/test-helpers';

/**
 * Every operation of the OpenAPI document is requested (anonymously, signed in with the role it
 * needs, with a body that breaks its rules, and where cheap with a valid request) and every answer
 * is checked against the document: its status must be declared, its JSON body must match. Then a
 * bounded fuzz of requests built from the document must answer no 5xx, each answer checked too.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Op {
  id: string;
  method: Method;
  path: string;
  staff: boolean;
  signedIn: boolean;
  query: string[];
  body: string[];
}

const MISSING_ID = '0'.repeat(24);
const fill = (path: string, value: (name: string) => string = () => MISSING_ID) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));

describe('the API answers as its OpenAPI document says', () => {
  // Webhook secrets set: an unconfigured webhook's 503 is a setup state, not an answer to fuzz.
  const { app } = createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    RAZORPAY_WEBHOOK_SECRET: 'openapi-test-razorpay-secret',
    COURIER_WEBHOOK_SECRET: 'openapi-test-courier-secret',
  });
  let checker: OpenApiChecker;
  let ops: Op[] = [];
  let shopper: TestUser;
  let owner: TestStaff;

  const send = (
    op: Pick<Op, 'method'>,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const test = request(app)[op.method](url).set(headers);
    return checker.checked(body === undefined ? test : test.send(body as object));
  };
  const authFor = (op: Op) => (op.staff ? owner.auth : op.signedIn ? shopper.auth : {});

  beforeAll(async () => {
    const res = await request(app).get('/api/docs/openapi.json').expect(200);
    checker = openApiChecker(res.body);
    const doc = res.body as {
      paths: Record<string, Record<Method, Record<string, unknown>>>;
    };
    ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => {
        const security = (op.security ?? []) as object[];
        const parameters = (op.parameters ?? []) as { in: string; name: string }[];
        const content = (op.requestBody as { content?: Record<string, { schema?: object }> })
          ?.content;
        const schema = content?.['application/json']?.schema as { properties?: object } | undefined;
        return {
          id: op.operationId as string,
          method: method as Method,
          path,
          staff: path.startsWith('/api/admin/'),
          signedIn: security.length > 0,
          query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          body: Object.keys(schema?.properties ?? {}),
        };
      }),
    );
    [shopper, owner] = await Promise.all([createUser(), createStaff('owner')]);
  });

  it('declares every status and body of every operation, requested every way cheaply possible', async () => {
    for (const op of ops) {
      const url = fill(op.path);
      await send(op, url, {});
      await send(op, url, authFor(op));
      if (op.method !== 'get') await send(op, url, authFor(op), { unexpected: [1, { a: null }] });
      if (op.query.length > 0) {
        await send(op, `${url}?${op.query.map((q) => `${q}=-1`).join('&')}`, authFor(op));
      }
    }
    // Valid requests that succeed on an empty shop.
    const valid: [Method, string, Record<string, string>, object][] = [
      ['post', '/api/newsletter', {}, { email: 'openapi@example.com' }],
      ['post', '/api/newsletter', {}, { email: 'openapi@example.com' }],
      [
        'post',
        '/api/users/auth/register',
        {},
        {
          name: 'Doc Reader',
          email: 'reader@example.com',
          phone: '9876543210',
          password: 'secret123',
        },
      ],
      ['post', '/api/users/auth/login', {}, { email: 'reader@example.com', password: 'secret123' }],
      ['post', '/api/users/auth/login', {}, { email: 'reader@example.com', password: 'wrong-one' }],
      ['post', '/api/users/auth/forget-password', {}, { email: 'reader@example.com' }],
      [
        'post',
        '/api/address',
        shopper.auth,
        { address: '1 MG Road', city: 'Pune', state: 'MH', zipcode: '411001', phone: '9876543210' },
      ],
      [
        'post',
        '/api/contact',
        {},
        { name: 'Asha', email: 'asha@example.com', subject: 'Sizes', message: 'Do you stock XXL?' },
      ],
      ['post', '/api/admin/categories', owner.auth, { name: 'Kurtas', slug: 'kurtas' }],
      ['post', '/api/admin/categories', owner.auth, { name: 'Kurtas', slug: 'kurtas' }],
      ['post', '/api/admin/auth/login', {}, { email: owner.email, password: owner.password }],
    ];
    for (const [method, url, headers, body] of valid) await send({ method }, url, headers, body);
    // Lists and reads after the writes above.
    for (const op of ops.filter((o) => o.method === 'get' && !o.path.includes('{'))) {
      await send(op, op.path, authFor(op));
    }

    const exercised = ops.filter((op) => checker.seen.has(op.id));
    const succeeded = ops.filter((op) =>
      [...(checker.seen.get(op.id) ?? [])].some((s) => s >= 200 && s < 300),
    );
    console.info(
      `openapi conformance: ${exercised.length} of ${ops.length} operations answered as declared; ` +
        `${succeeded.length} of them with a 2xx`,
    );
    expect(exercised.map((o) => o.id)).toEqual(ops.map((o) => o.id));
  });

  it('answers no 5xx to a few hundred requests built from the document', async () => {
    const hex24 = fc.stringMatching(/^[a-f\d]{24}$/);
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.constantFrom('0', '-1', '1e309', '9007199254740993', 'NaN', '', 'all', MISSING_ID),
      hex24,
    );
    const json = fc.oneof(fc.jsonValue({ maxDepth: 2 }), value);
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ops.length - 1 }),
        fc.oneof(hex24, value),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 }),
        fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 3 }),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        fc.array(json, { minLength: 8, maxLength: 8 }),
        fc.constantFrom('none', 'own', 'shopper'),
        async (index, param, extraQuery, extraBody, queryValues, bodyValues, who) => {
          const op = ops[index] as Op;
          const query = new URLSearchParams(extraQuery);
          op.query.forEach((name, i) => query.set(name, queryValues[i % 6] ?? ''));
          const body: Record<string, unknown> = { ...extraBody };
          op.body.forEach((name, i) => (body[name] = bodyValues[i % 8]));
          const headers = who === 'none' ? {} : who === 'own' ? authFor(op) : shopper.auth;
          requests += 1;
          const res = await send(
            op,
            `${fill(op.path, () => param || MISSING_ID)}?${query.toString()}`,
            headers,
            op.method === 'get' ? undefined : body,
          );
          expect(res.status, `${op.id} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: 4242 },
    );
    console.info(`openapi fuzz: ${requests} requests, no 5xx, every answer as declared`);
    expect(requests).toBeGreaterThanOrEqual(300);
  });
});
