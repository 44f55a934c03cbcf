import { parse as parseQueryString } from 'node:querystring';
import type { Express } from 'express';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers';
import {
  badParam,
  badQueryValue,
  bodyMutations,
  dangerousKey,
  operatorObject,
  withOwn,
} from './support/arbitraries';
import { DbGuard, mailsSent } from './support/db-guard';
import { ENDPOINTS, fillPath, schemaKeys, type EndpointSpec } from './support/endpoints';
import { send, toJson, type RawRequest } from './support/http';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { buildWorld, type World } from './support/world';

/**
 * Property-based bad input on every endpoint, generated from the contracts: each endpoint's
 * valid request is mutated field by field (the field names come from the contract schemas) and
 * the same schema says whether the mutated request must be refused. Every answer must be below
 * 500, every 4xx must carry a message, a request the contract refuses must get a 4xx, and
 * refused requests must leave the database byte-for-byte as it was.
 */

const RUNS = Number(process.env.ABUSE_RUNS ?? 12);
const SEED = Number(process.env.ABUSE_SEED ?? 20261121);
const WEBHOOK_SECRET = 'whsec_abuse_suite_secret';

interface Generated {
  kind: string;
  request: RawRequest;
  /** The contract refuses this request: a 4xx is required. */
  mustReject: boolean;
}

const accepts = (schema: ZodType | undefined, value: unknown) =>
  !schema || schema.safeParse(value).success;

/** encodeURIComponent, or a malformed escape when the value cannot be encoded (lone surrogate). */
function encodeSegment(value: string): { text: string; malformed: boolean } {
  try {
    return { text: encodeURIComponent(value), malformed: false };
  } catch {
    return { text: '%ED%A0%80%', malformed: true };
  }
}

function buildUrl(
  ep: EndpointSpec,
  params: Record<string, string>,
  query: [string, string][],
): { url: string; malformed: boolean } {
  let malformed = false;
  const path = fillPath(
    ep.path,
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => {
        const enc = encodeSegment(v);
        malformed ||= enc.malformed;
        return [k, enc.text];
      }),
    ),
    true,
  );
  const qs = query
    .map(([k, v]) => {
      const ek = encodeSegment(k);
      const ev = encodeSegment(v);
      malformed ||= ek.malformed || ev.malformed;
      return `${ek.text}=${ev.text}`;
    })
    .join('&');
  return { url: qs ? `${path}?${qs}` : path, malformed };
}

const asPairs = (q: Record<string, string> = {}): [string, string][] => Object.entries(q);

/** All mutations of one endpoint's valid request that its contract describes. */
function requestArbitrary(
  ep: EndpointSpec,
  w: World,
  auth: Record<string, string>,
): fc.Arbitrary<Generated> {
  const base = ep.base(w);
  const headers = ep.auth === 'required' ? auth : {};
  const options: fc.Arbitrary<Generated>[] = [];
  const baseParams = base.params ?? {};
  const baseQuery = asPairs(base.query);
  const bodyJson = (body: unknown): RawRequest['body'] => ({ json: body });

  const make = (
    kind: string,
    params: Record<string, string>,
    query: [string, string][],
    body: unknown,
    bodyOk: boolean,
  ): Generated => {
    const { url, malformed } = buildUrl(ep, params, query);
    const paramsOk = accepts(ep.params, params);
    const parsedQuery = parseQueryString(
      query.map(([k, v]) => `${encodeSegment(k).text}=${encodeSegment(v).text}`).join('&'),
    );
    const queryOk = accepts(ep.query, { ...parsedQuery });
    return {
      kind,
      request: {
        method: ep.method,
        url,
        headers,
        ...(body === undefined ? {} : { body: bodyJson(body) }),
      },
      mustReject: malformed || !paramsOk || !queryOk || !bodyOk,
    };
  };

  if (ep.params) {
    const keys = schemaKeys(ep.params);
    options.push(
      fc
        .tuple(fc.constantFrom(...keys), badParam)
        .map(([k, v]) =>
          make(
            `param ${k}=${preview(v, 40)}`,
            { ...baseParams, [k]: v },
            baseQuery,
            base.body,
            true,
          ),
        ),
    );
  }
  if (ep.query) {
    const keys = schemaKeys(ep.query);
    const replace = fc.tuple(fc.constantFrom(...keys), badQueryValue).map(([k, v]) => {
      const rest = baseQuery.filter(([bk]) => bk !== k);
      const pairs: [string, string][] = Array.isArray(v)
        ? [...rest, ...v.map((x): [string, string] => [k, x])]
        : [...rest, [k, v]];
      return make(`query ${k}=${preview(v, 40)}`, baseParams, pairs, base.body, true);
    });
    const operatorKey = fc
      .tuple(
        fc.constantFrom(...keys),
        fc.constantFrom(
          '[$gt]',
          '[$ne]',
          '[$where]',
          '[__proto__]',
          '[constructor][prototype]',
          '[]',
        ),
        fc.constantFrom('', '1', 'x'),
      )
      .map(([k, op, v]) =>
        make(
          `query ${k}${op}=${v}`,
          baseParams,
          [...baseQuery.filter(([bk]) => bk !== k), [`${k}${op}`, v]],
          base.body,
          true,
        ),
      );
    const extra = fc
      .tuple(dangerousKey, badQueryValue)
      .map(([k, v]) =>
        make(
          `query extra ${preview(k, 20)}`,
          baseParams,
          [...baseQuery, [k, Array.isArray(v) ? (v[0] ?? '') : v]],
          base.body,
          true,
        ),
      );
    options.push(replace, operatorKey, extra);
  }
  if (ep.body && base.body) {
    const keys = schemaKeys(ep.body);
    const schema = ep.body;
    options.push(
      bodyMutations(base.body, keys).map((m) => {
        const wire = toJson(m.body);
        let afterParse: unknown = {};
        let jsonOk = true;
        if (wire !== '') {
          afterParse = JSON.parse(wire) as unknown;
          // express.json is strict: only objects and arrays are accepted at the top level.
          jsonOk = typeof afterParse === 'object' && afterParse !== null;
        }
        return make(
          `body ${m.kind}: ${preview(m.body, 60)}`,
          baseParams,
          baseQuery,
          m.body,
          jsonOk && accepts(schema, afterParse),
        );
      }),
    );
    if (ep.multipart) {
      // The same form as multipart text fields, including bracketed (nested-object) field names.
      options.push(
        fc
          .tuple(
            fc.constantFrom(...keys),
            fc.oneof(badParam, fc.constantFrom('[$gt]', '[__proto__][x]', '[]')),
          )
          .map(([k, v]) => {
            const nested = v.startsWith('[');
            const fields: [string, string][] = Object.entries(base.body ?? {}).map(([bk, bv]) => [
              bk,
              String(bv),
            ]);
            const mutated: [string, string][] = nested
              ? [...fields.filter(([fk]) => fk !== k), [`${k}${v}`, '']]
              : fields.map(([fk, fv]) => [fk, fk === k ? v : fv]);
            const generated = make(
              `multipart ${nested ? `${k}${v}` : `${k}=${preview(v, 40)}`}`,
              baseParams,
              baseQuery,
              undefined,
              true,
            );
            const asObject = Object.fromEntries(mutated);
            return {
              ...generated,
              request: { ...generated.request, fields: mutated },
              // Nested names become objects, which the contract refuses; plain ones are judged as strings.
              mustReject: nested || !accepts(schema, asObject),
            };
          }),
      );
    }
  }
  if (options.length === 0) {
    // No params, query or body in the contract: unknown query keys and operator-looking ones must be harmless.
    options.push(
      fc
        .tuple(fc.oneof(dangerousKey, fc.constantFrom('page[$gt]', 'limit', 'sort')), badQueryValue)
        .map(([k, v]) =>
          make(
            `query ${preview(k, 20)}=${preview(v, 30)}`,
            baseParams,
            [[k, Array.isArray(v) ? (v[0] ?? '') : v]],
            undefined,
            true,
          ),
        ),
      operatorObject.map((op) => make(`json body ${preview(op, 40)}`, baseParams, [], op, true)),
    );
  }
  return fc.oneof(...options);
}

describe('bad input on every endpoint (property-based, from the contracts)', () => {
  let app: Express;
  let world: World;
  const tally = new Tally('bad-input');
  let accepted = 0;
  /** Object payloads the API accepted because the contract read them as empty/default text. */
  const coerced: string[] = [];

  beforeAll(async () => {
    ({ app } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }));
    world = await buildWorld(app);
  });

  afterAll(() => {
    tally.set('accepted', accepted);
    tally.set('endpoints', ENDPOINTS.length);
    tally.set('runsPerEndpoint', RUNS);
    tally.print();
  });

  it.each(ENDPOINTS.map((ep) => [`${ep.method.toUpperCase()} /api${ep.path}`, ep] as const))(
    '%s',
    async (_label, ep) => {
      const guard = new DbGuard(tally, mailsSent);
      const failuresBefore = tally.failures.length;
      const seen = new Set<string>();
      const fail = (g: Generated, why: string, status: number, body: unknown) => {
        const key = `${g.kind.split(':')[0]}|${status}|${why}`;
        if (seen.has(key)) return;
        seen.add(key);
        tally.fail(
          `${ep.method.toUpperCase()} ${preview(g.request.url, 120)} [${g.kind}] → ${status} ${why} ${preview(body, 200)}`,
        );
      };
      await guard.begin();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(ep, world, world.alice.auth), async (g) => {
          // Reads must never write, whatever they answer: they all join the checked chain.
          const readOnly = ep.method === 'get';
          if (!g.mustReject && !readOnly) await guard.checkpoint();
          const res = await send(app, g.request);
          const desc = `${g.kind} → ${res.status}`;
          const is4xx = res.status >= 400 && res.status < 500;
          tally.saw(res.status, is4xx && hasErrorMessage(res.body));
          if (res.status >= 500) fail(g, '5xx', res.status, res.body);
          if (res.status >= 400 && !hasErrorMessage(res.body))
            fail(g, 'error without { success:false, message, code }', res.status, res.text);
          if (g.mustReject && !is4xx)
            fail(
              g,
              'the contract refuses this request but it was not answered 4xx',
              res.status,
              res.body,
            );
          if (res.status < 400) accepted += 1;
          if (res.status >= 400 || readOnly) {
            guard.rejected(`${ep.name} ${desc} ${preview(g.request.url, 60)}`);
            if ((!g.mustReject && !readOnly) || guard.pendingCount >= 20) await guard.checkpoint();
          } else {
            await guard.accepted();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      await guard.checkpoint();
      expect(tally.failures.slice(failuresBefore)).toEqual([]);
    },
  );

  it(
    'operator objects and prototype keys on every field of every body (deterministic sweep)',
    { timeout: 120_000 },
    async () => {
      const payloads: [string, unknown][] = [
        ['$gt', { $gt: '' }],
        ['$where', { $where: 'sleep(100) || true' }],
        ['__proto__', JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown],
        ['constructor', JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as unknown],
      ];
      const guard = new DbGuard(tally, mailsSent);
      const failuresBefore = tally.failures.length;
      // One line per endpoint field (listing the payloads), not one per request.
      const byField = new Map<string, string[]>();
      const fail = (where: string, what: string) =>
        byField.set(where, [...(byField.get(where) ?? []), what]);
      coerced.length = 0;
      await guard.begin();
      for (const ep of ENDPOINTS.filter((e) => e.body)) {
        const base = ep.base(world).body ?? {};
        const url = fillPath(ep.path, ep.base(world).params);
        const headers = ep.auth === 'required' ? world.alice.auth : {};
        const polluted = withOwn(
          withOwn(base, '__proto__', payloads[2]?.[1]),
          'constructor',
          payloads[3]?.[1],
        );
        const cases: [string, string, Record<string, unknown>][] = [
          ...schemaKeys(ep.body).flatMap((key) =>
            payloads.map(([name, payload]): [string, string, Record<string, unknown>] => [
              key,
              name,
              withOwn(base, key, payload),
            ]),
          ),
          ['__proto__', 'prototype keys', polluted],
        ];
        {
          for (const [key, name, body] of cases) {
            // A body the contract accepts may be accepted and write: close the chain before it.
            const contractOk = accepts(ep.body, JSON.parse(toJson(body)) as unknown);
            if (contractOk) await guard.checkpoint();
            const res = await send(app, { method: ep.method, url, headers, body: { json: body } });
            const label = `${ep.method.toUpperCase()} ${url} ${key}=${name} → ${res.status} ${preview(res.body, 160)}`;
            const is4xx = res.status >= 400 && res.status < 500;
            tally.saw(res.status, is4xx && hasErrorMessage(res.body));
            if (res.status >= 500) tally.fail(`5xx: ${label}`);
            if (res.status >= 400 && !hasErrorMessage(res.body))
              tally.fail(`no error message: ${label}`);
            // An object is never a valid value for a field the contract reads (the webhook's
            // payload and the payment order's empty body read no such field).
            const fieldRead =
              key !== '__proto__' &&
              key !== 'constructor' &&
              ep.name !== 'webhook' &&
              ep.name !== 'paymentOrder';
            if (fieldRead && !is4xx) {
              const where = `${ep.method.toUpperCase()} /api${ep.path} field "${key}"`;
              if (contractOk) coerced.push(`${where}: ${name} → ${res.status}`);
              else
                fail(where, `the API accepted what the contract refuses: ${name} → ${res.status}`);
            }
            if (res.status >= 400) {
              guard.rejected(label);
              if (contractOk || guard.pendingCount >= 40) await guard.checkpoint();
            } else {
              accepted += 1;
              await guard.accepted();
            }
          }
        }
      }
      await guard.checkpoint();
      for (const [where, whats] of byField) tally.fail(`${where}: ${whats.join('; ')}`);
      const probe: Record<string, unknown> = {};
      expect(probe.polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(probe.admin).toBeUndefined();
      expect(tally.failures.slice(failuresBefore)).toEqual([]);
    },
  );

  it('a non-string value (operator object, prototype payload) for an optional field is refused, never read as empty', () => {
    // Filled by the sweep above: fields whose contract normaliser reads an object as ''/default,
    // so a garbage value silently clears or overwrites stored data instead of answering 400.
    expect(coerced).toEqual([]);
  });

  it(
    'hostile Idempotency-Key and cache headers, unknown routes and methods, path traversal and regex-looking searches',
    { timeout: 60_000 },
    async () => {
      const failuresBefore = tally.failures.length;
      const guard = new DbGuard(tally, mailsSent);
      await guard.begin();
      const check = (
        label: string,
        res: { status: number; body: unknown; text: string },
        expect4xx: boolean,
      ) => {
        const is4xx = res.status >= 400 && res.status < 500;
        tally.saw(res.status, is4xx && hasErrorMessage(res.body));
        if (res.status >= 500) tally.fail(`5xx: ${label} → ${res.status} ${preview(res.text)}`);
        if (expect4xx && !(is4xx && hasErrorMessage(res.body)))
          tally.fail(
            `expected a 4xx with a message: ${label} → ${res.status} ${preview(res.text)}`,
          );
        guard.rejected(label);
      };
      const order = ENDPOINTS.find((e) => e.name === 'placeOrder');
      if (!order) throw new Error('placeOrder missing');
      for (const key of [
        'short',
        'x'.repeat(129),
        'has space in it',
        'semi;colon;key',
        '$where:1234567',
        '../../../../etc',
        'ключ-идемпотентности',
        '{"$gt":""}',
      ]) {
        const res = await send(app, {
          method: 'post',
          url: '/api/orders',
          headers: {
            ...world.alice.auth,
            'Idempotency-Key':
              encodeURIComponent(key) === key ? key : key.replace(/[^\x20-\x7e]/g, '?'),
          },
          body: { json: order.base(world).body },
        });
        check(`Idempotency-Key ${preview(key, 30)}`, res, true);
      }
      for (const [method, url] of [
        ['get', '/api/nope'],
        ['delete', '/api/products'],
        ['put', '/api/orders/me'],
        ['patch', '/api/cart'],
        ['get', '/api/users/auth/login'],
        ['post', '/api/health'],
        ['get', '/api/%'],
        ['get', '/api/products/individual/%E0%A4%A'],
        ['get', '/uploads/../../../../etc/passwd'],
        ['get', '/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
        ['get', '/static/..%2f..%2fpackage.json'],
        ['get', '/static/.env'],
        ['get', '/uploads/.hidden'],
        ['get', '/static/%00.svg'],
      ] as const) {
        const res = await send(app, { method, url, headers: world.alice.auth });
        check(`${method.toUpperCase()} ${url}`, res, true);
        if (/root:|"name":\s*"@vastra/.test(res.text)) tally.fail(`file contents leaked: ${url}`);
      }
      // Hostile cache, encoding and id headers on cached and signed-in reads.
      const hostileHeaders: Record<string, string>[] = [
        { 'If-None-Match': '*' },
        { 'If-None-Match': 'x'.repeat(8000) },
        { 'If-None-Match': 'W/"", , ,"' },
        { 'If-Modified-Since': 'yesterday' },
        { 'Accept-Encoding': 'gzip;q=banana, br;q=-1, *;q=NaN' },
        { 'X-Request-Id': '../../etc/passwd' },
        { 'X-Forwarded-For': '::ffff:999.1.1.1, <script>' },
        { Range: 'bytes=0-1,2-3,-1' },
      ];
      for (const headers of hostileHeaders) {
        for (const url of ['/api/products?limit=5', '/api/category', '/api/cart']) {
          const res = await send(app, {
            method: 'get',
            url,
            headers: { ...world.alice.auth, ...headers },
          });
          tally.saw(res.status, false);
          if (res.status >= 500)
            tally.fail(`5xx: GET ${url} with ${preview(headers, 60)} → ${res.status}`);
          if (res.status >= 400 && !hasErrorMessage(res.body))
            tally.fail(`no error message: GET ${url} with ${preview(headers, 60)} → ${res.status}`);
          const id = res.headers['x-request-id'];
          if (typeof id === 'string' && id.includes('/'))
            tally.fail(`X-Request-Id echoed unsanitised: ${id}`);
          guard.rejected(`headers ${preview(headers, 40)} ${url}`);
        }
      }
      // Search text is matched as words, never as a pattern: pattern syntax alone finds nothing,
      // and a pattern operator between words is only a separator ("Kurta|Shirt" answers exactly
      // what "Kurta Shirt" answers, not a regular expression's alternation).
      const searchIds = async (q: string) => {
        const res = await send(app, {
          method: 'get',
          url: `/api/products/search?query=${encodeURIComponent(q)}`,
        });
        tally.saw(res.status, false);
        if (res.status >= 500) tally.fail(`5xx: search ${q} → ${preview(res.text)}`);
        const data = (res.body as { data?: { _id?: unknown }[] }).data;
        return { res, ids: Array.isArray(data) ? data.map((p) => String(p._id)) : [] };
      };
      const asWords = (await searchIds('Kurta Shirt')).ids;
      const separated = await searchIds('Kurta|Shirt');
      if (JSON.stringify(separated.ids) !== JSON.stringify(asWords))
        tally.fail(
          `search "Kurta|Shirt" answered ${separated.ids.length} results, "Kurta Shirt" ${asWords.length}`,
        );
      for (const q of ['.*', '^', '(a+)+$', '[', '\\', '$where', '%']) {
        const { res, ids } = await searchIds(q);
        if (res.status === 200 && ids.length > 0)
          tally.fail(`search "${q}" was read as a pattern: ${ids.length} results`);
        guard.rejected(`search ${q}`);
      }
      await guard.checkpoint();
      expect(tally.failures.slice(failuresBefore)).toEqual([]);
    },
  );

  it(
    'malformed JSON, wrong content types and encodings on every endpoint with a body',
    { timeout: 120_000 },
    async () => {
      const withBody = ENDPOINTS.filter((ep) => ep.body && ep.method !== 'get');
      const guard = new DbGuard(tally, mailsSent);
      const failuresBefore = tally.failures.length;
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const big = JSON.stringify({ filler: 'x'.repeat(110 * 1024) });
      const cases: {
        name: string;
        headers: Record<string, string>;
        body: string | Buffer;
        expect: number | 'any4xx' | 'maybe';
      }[] = [
        {
          name: 'truncated object',
          headers: { 'Content-Type': 'application/json' },
          body: '{"productId":',
          expect: 400,
        },
        {
          name: 'open brace',
          headers: { 'Content-Type': 'application/json' },
          body: '{',
          expect: 400,
        },
        {
          name: 'trailing comma',
          headers: { 'Content-Type': 'application/json' },
          body: '{"a":1,}',
          expect: 400,
        },
        {
          name: 'single quotes',
          headers: { 'Content-Type': 'application/json' },
          body: "{'a':1}",
          expect: 400,
        },
        {
          name: 'bare word',
          headers: { 'Content-Type': 'application/json' },
          body: 'nul',
          expect: 400,
        },
        {
          name: 'top-level string',
          headers: { 'Content-Type': 'application/json' },
          body: '"hello"',
          expect: 400,
        },
        {
          name: 'top-level number',
          headers: { 'Content-Type': 'application/json' },
          body: '42',
          expect: 400,
        },
        {
          name: 'NaN literal',
          headers: { 'Content-Type': 'application/json' },
          body: '{"quantity":NaN}',
          expect: 400,
        },
        {
          name: 'trailing garbage',
          headers: { 'Content-Type': 'application/json' },
          body: '{"a":1}garbage',
          expect: 400,
        },
        {
          name: 'NUL bytes',
          headers: { 'Content-Type': 'application/json' },
          body: Buffer.from([0x7b, 0x00, 0x00, 0x7d]),
          expect: 400,
        },
        {
          name: 'invalid UTF-8',
          headers: { 'Content-Type': 'application/json' },
          body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
          expect: 'maybe',
        },
        {
          name: 'deeply nested arrays',
          headers: { 'Content-Type': 'application/json' },
          body: deep,
          expect: 'any4xx',
        },
        {
          name: 'body over the 100 kB cap',
          headers: { 'Content-Type': 'application/json' },
          body: big,
          expect: 413,
        },
        {
          name: 'UTF-16 charset with UTF-8 bytes',
          headers: { 'Content-Type': 'application/json; charset=utf-16' },
          body: '{}',
          expect: 'any4xx',
        },
        {
          name: 'unknown charset',
          headers: { 'Content-Type': 'application/json; charset=klingon' },
          body: '{}',
          expect: 415,
        },
        {
          name: 'gzip that is not gzip',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
          body: '{"a":1}',
          expect: 'any4xx',
        },
        {
          name: 'unsupported encoding',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
          body: '{"a":1}',
          expect: 415,
        },
        {
          name: 'text/plain',
          headers: { 'Content-Type': 'text/plain' },
          body: '{"a":1}',
          expect: 'maybe',
        },
        {
          name: 'XML',
          headers: { 'Content-Type': 'application/xml' },
          body: '<productId>1</productId>',
          expect: 'maybe',
        },
        {
          name: 'form with operator keys',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'productId[$gt]=&email[$ne]=x&__proto__[admin]=1&quantity=-1',
          expect: 'maybe',
        },
        {
          name: 'JSON sent as multipart',
          headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="x"\r\n\r\n{"$gt":""}\r\n--xyz--\r\n',
          expect: 'maybe',
        },
        {
          name: 'broken multipart',
          headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-da',
          expect: 'maybe',
        },
        { name: 'no content type', headers: {}, body: '{"a":1}', expect: 'maybe' },
      ];
      await guard.begin();
      for (const ep of withBody) {
        const base = ep.base(world);
        const url = fillPath(ep.path, base.params);
        for (const c of cases) {
          if (c.expect === 'maybe') await guard.checkpoint();
          const headers = { ...(ep.auth === 'required' ? world.alice.auth : {}), ...c.headers };
          const res = await send(app, { method: ep.method, url, headers, body: c.body });
          const is4xx = res.status >= 400 && res.status < 500;
          const label = `${ep.method.toUpperCase()} ${url} [${c.name}] → ${res.status} ${preview(res.text, 160)}`;
          tally.saw(res.status, is4xx && hasErrorMessage(res.body));
          if (res.status >= 500) tally.fail(`5xx: ${label}`);
          if (res.status >= 400 && !hasErrorMessage(res.body))
            tally.fail(`no error message: ${label}`);
          if (typeof c.expect === 'number' && res.status !== c.expect)
            tally.fail(`expected ${c.expect}: ${label}`);
          if (c.expect === 'any4xx' && !is4xx) tally.fail(`expected a 4xx: ${label}`);
          if (res.status >= 400) {
            guard.rejected(label);
            if (c.expect === 'maybe' || guard.pendingCount >= 25) await guard.checkpoint();
          } else {
            accepted += 1;
            await guard.accepted();
          }
        }
      }
      expect(tally.failures.slice(failuresBefore)).toEqual([]);
    },
  );
});
