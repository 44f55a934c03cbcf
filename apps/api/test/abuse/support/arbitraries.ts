import fc from 'fast-check';

/** An object with an own (enumerable) key, even `__proto__`, exactly as JSON.parse would build it. */
export function withOwn(
  base: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base))
    if (k !== key)
      Object.defineProperty(out, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

export function without(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const out = { ...base };
  delete out[key];
  return out;
}

const parsed = (json: string): unknown => JSON.parse(json);

/** MongoDB query/update operators and JavaScript-injection shapes. */
export const operatorObject = fc.constantFrom<unknown>(
  { $gt: '' },
  { $ne: null },
  { $gte: 0 },
  { $where: 'sleep(200) || true' },
  { $where: 'function () { return true; }' },
  { $regex: '.*' },
  { $regex: '(a+)+$', $options: 'i' },
  { $in: [] },
  { $nin: [null] },
  { $exists: true },
  { $expr: { $gt: [1, 0] } },
  { $oid: '000000000000000000000000' },
  { $set: { tokenVersion: 0 } },
  { $inc: { stock: 1000 } },
  [{ $gt: '' }],
);

/** Prototype-pollution payloads (own `__proto__` / `constructor` / `prototype` keys). */
export const pollution = fc.constantFrom<unknown>(
  parsed('{"__proto__":{"admin":true,"polluted":"yes"}}'),
  parsed('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  parsed('{"__proto__":{"toString":"boom","valueOf":1}}'),
  parsed('{"prototype":{"isAdmin":true}}'),
  parsed('{"__proto__":null}'),
);

/** Strings shaped like ids that are not (or are unknown) ObjectIds. */
export const badObjectId = fc.oneof(
  fc.constantFrom(
    '123',
    'zzzzzzzzzzzzzzzzzzzzzzzz',
    '0'.repeat(25),
    '0'.repeat(23),
    `${'a'.repeat(24)}\u0000`,
    `${'a'.repeat(12)} ${'a'.repeat(11)}`,
    'ObjectId("000000000000000000000000")',
    '{"$oid":"000000000000000000000000"}',
    '000000000000000000000000',
    'ffffffffffffffffffffffff',
    '../../../etc/passwd',
    'null',
    'undefined',
    '[object Object]',
    '-1',
    '1e400',
    'NaN',
  ),
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEFgxyz'),
    minLength: 20,
    maxLength: 28,
  }),
);

const hugeString = fc
  .tuple(
    fc.integer({ min: 2_000, max: 60_000 }),
    fc.constantFrom('x', 'अ', '💥', '\u0301', '\u202e', '<'),
  )
  .map(([n, ch]) => ch.repeat(n));

/** Hostile strings: control characters, RTL overrides, emoji, combining marks, injections, huge. */
export const badString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t\n',
      '\u0000',
      '\u202eevil',
      '\ud800',
      '🧵👗💥',
      'NaN',
      'Infinity',
      '-1',
      '0.5',
      '1e3',
      'null',
      'true',
      '<script>alert(1)</script>',
      "' OR '1'='1",
      '{"$gt":""}',
      '$where',
      '.*',
      '%00',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers a quantity, rating, price or page must not be. */
export const badNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2.0000001,
    -100,
    11,
    1e21,
    -1e21,
    Number.MAX_SAFE_INTEGER + 2,
    9.999,
  ),
  fc.double(), // NaN and ±Infinity serialise to null
  fc.integer(),
);

const bigArray = fc
  .integer({ min: 50, max: 3_000 })
  .map((n) => Array.from({ length: n }, (_, i) => i));

/** Any wrong value for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badString },
  { weight: 2, arbitrary: badNumber },
  { weight: 2, arbitrary: operatorObject },
  { weight: 1, arbitrary: pollution },
  { weight: 2, arbitrary: badObjectId },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], [[]]) },
  { weight: 1, arbitrary: bigArray },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: true }) },
);

/** Extra keys an attacker adds to a body. */
export const dangerousKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$gt',
    'user',
    '_id',
    'isAdmin',
    'role',
    'price',
    'total',
    'amount',
    'discount',
    'tokenVersion',
    'status',
    'stock',
  ),
  fc.string({ maxLength: 20 }),
);

/** A whole body that is not the object the contract wants. */
export const badTopLevel = fc.oneof(
  fc.constantFrom<unknown>([], [{}], 'string', 42, true, null),
  operatorObject,
  pollution,
  bigArray,
);

export type BodyMutation = { kind: string; body: unknown };

/** Mutations of a valid body: one field wrong or missing, dangerous extras, several wrong, or no object at all. */
export function bodyMutations(
  base: Record<string, unknown>,
  keys: string[],
): fc.Arbitrary<BodyMutation> {
  const fields = keys.length > 0 ? keys : ['field'];
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields), badValue)
        .map(([k, v]) => ({ kind: `field ${k}`, body: withOwn(base, k, v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...fields)
        .map((k) => ({ kind: `missing ${k}`, body: without(base, k) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(dangerousKey, fc.oneof(badValue, operatorObject, pollution))
        .map(([k, v]) => ({ kind: `extra ${k}`, body: withOwn(base, k, v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...fields), badValue), { minLength: 2, maxLength: 4 })
        .map((pairs) => ({
          kind: 'several fields',
          body: pairs.reduce<Record<string, unknown>>((b, [k, v]) => withOwn(b, k, v), base),
        })),
    },
    { weight: 1, arbitrary: badTopLevel.map((body) => ({ kind: 'not an object', body })) },
  );
}

/** Strings for path parameters (never the literal route words that select another route). */
export const badParam = fc
  .oneof(
    { weight: 3, arbitrary: badObjectId },
    { weight: 2, arbitrary: badString.map((s) => s.slice(0, 1000)) },
  )
  .filter(
    (s) =>
      s !== '' &&
      ![
        'trending',
        'search',
        'filters',
        'individual',
        'user',
        'create',
        'me',
        'hasPurchased',
        'razorpay-order',
        'razorpay',
        'updatequantity',
        'remove',
        'helpful',
      ].includes(s),
  );

/** Query-string values (a string, repeated keys → array, or operator-looking keys). */
export const badQueryValue = fc.oneof(
  // Capped so the encoded URL stays under Node's 16 kB header limit (beyond it Node itself answers 431).
  { weight: 4, arbitrary: badString.map((s) => s.slice(0, 500)) },
  { weight: 2, arbitrary: badObjectId },
  {
    weight: 1,
    arbitrary: fc.array(
      badString.map((s) => s.slice(0, 100)),
      { minLength: 2, maxLength: 3 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1.5',
      '1e9',
      'NaN',
      'Infinity',
      '99999999999999999999',
      '0x10',
      ' 3 ',
    ),
  },
);
