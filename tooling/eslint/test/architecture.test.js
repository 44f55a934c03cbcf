import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { importsInto, moduleGraph } from '../architecture.js';
import moduleFace from '../rules/module-face.js';
import noCycle from '../rules/no-cycle.js';

/**
 * The architecture's checks fail where they should: each is run on a deliberate breach (fixtures
 * under `test/fixtures`, never linted themselves) and on the same code without it.
 */

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const fixtures = fileURLToPath(new URL('fixtures', import.meta.url));
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

const api = '/repo/apps/api/src';
const allow = { allow: ['\\.test\\.ts$', '-fixtures\\.ts$'] };

tester.run('vastra/module-face', moduleFace, {
  valid: [
    { filename: `${api}/modules/cart/cart.service.ts`, code: "import { x } from '../orders';" },
    {
      filename: `${api}/modules/cart/cart.service.ts`,
      code: "import { x } from '../orders/index.ts';",
    },
    { filename: `${api}/modules/cart/cart.service.ts`, code: "import { x } from './bag.model';" },
    {
      filename: `${api}/modules/cart/cart.test.ts`,
      code: "import { OrderModel } from '../orders/order.model';",
      options: [allow],
    },
    { filename: `${api}/flows/place-order.ts`, code: "import { x } from '../lib/jobs/jobs';" },
  ],
  invalid: [
    {
      filename: `${api}/modules/cart/cart.service.ts`,
      code: "import { OrderModel } from '../orders/order.model';",
      options: [allow],
      errors: [
        {
          message:
            "'../orders/order.model' is private to the orders module: import it from the module's face ('../orders') and export it there if other modules need it.",
        },
      ],
    },
    {
      filename: `${api}/flows/place-order.ts`,
      code: "import type { Bag } from '../modules/cart/bag.model';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: `${api}/app.ts`,
      code: "export { usersRouter } from './modules/users/users.router';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: `${api}/server.ts`,
      code: "const m = await import('./modules/catalog/product-cache');",
      errors: [{ messageId: 'private' }],
    },
  ],
});

const cycleA = path.join(fixtures, 'cycle/a.ts');
const cycleB = path.join(fixtures, 'cycle/b.ts');
tester.run('vastra/no-cycle', noCycle, {
  valid: [
    // The same file without its import of b closes no cycle.
    { filename: cycleA, code: 'export interface A { b?: unknown }' },
  ],
  invalid: [
    // a → b → a, closed by type-only imports on both sides.
    {
      filename: cycleA,
      code: "import type { B } from './b';\nexport interface A { b?: B }",
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: cycleB,
      code: "import { type A } from './a';\nexport interface B { a?: A }",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

describe('the module graph check', () => {
  it('finds two modules that import each other, and the file cycle they make', () => {
    const { areas, pairs, cycles } = moduleGraph(path.join(fixtures, 'app/src'));
    assert.deepEqual([...areas.get('modules/shop')], ['modules/stock']);
    assert.deepEqual(pairs, [['modules/shop', 'modules/stock']]);
    assert.deepEqual(cycles, [
      ['modules/shop/index.ts', 'modules/stock/index.ts', 'modules/stock/shelf.ts'].map((f) =>
        f.split('/').join(path.sep),
      ),
    ]);
  });

  it('finds no pair and no cycle in a module that imports only one way', () => {
    const { areas, pairs, cycles } = moduleGraph(path.join(fixtures, 'one-way/src'));
    assert.deepEqual([...areas.get('modules/shop')], ['modules/stock']);
    assert.deepEqual([pairs, cycles], [[], []]);
  });
});

describe('the admin-imports-no-web check', () => {
  it('finds a file importing the other app and a dependency on its package', () => {
    const { files, packages } = importsInto(
      path.join(fixtures, 'admin'),
      path.join(fixtures, 'web'),
    );
    assert.equal(files.length, 1);
    assert.match(files[0][0], /admin[\\/]src[\\/]page\.ts$/);
    assert.match(files[0][1], /web[\\/]src[\\/]theme\.ts$/);
    assert.deepEqual(packages, ['@fixture/web']);
  });

  it('finds nothing the other way round', () => {
    const { files, packages } = importsInto(
      path.join(fixtures, 'web'),
      path.join(fixtures, 'admin'),
    );
    assert.deepEqual([files, packages], [[], []]);
  });
});
