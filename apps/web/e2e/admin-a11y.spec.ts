import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { NAV } from '../../admin/src/app/nav';
import { describeFindings, seriousViolations, settle, type A11yFinding } from './support/a11y';
import {
  adminPage,
  seedStaffSession,
  staffHeaders,
  staffLoginViaApi,
  type StaffSignedIn,
} from './support/back-office';
import { pickProducts } from './support/catalog';
import {
  addAddressViaApi,
  loginViaApi,
  newShopper,
  placeCodOrderViaApi,
  registerViaApi,
} from './support/shopper';
import { apiUrl } from './support/env';
import { expect, test as base } from './support/test';

/**
 * axe-core on every back-office route (every sidebar section, the sign-in page, the detail
 * pages, the products import and a category's size chart; content forms are audited in
 * a11y-back-office-ops.spec.ts), in both themes and at 1440 and 390 px wide: no serious or
 * critical violations. Pages are audited signed in as the demo owner, so every section (staff,
 * audit log) is reachable.
 */
const a11yDir = fileURLToPath(new URL('./artifacts/a11y', import.meta.url));

interface World {
  owner: StaffSignedIn;
  productId: string;
  categoryId: string;
  orderId: string;
  customerId: string;
}

const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext();
      const owner = await staffLoginViaApi(request);
      const shopper = newShopper('AdminAudit');
      await registerViaApi(request, shopper);
      const session = await loginViaApi(request, shopper);
      await addAddressViaApi(request, session, shopper);
      const [product] = await pickProducts(request, 1, 24 + workerInfo.parallelIndex);
      if (!product) throw new Error('no demo product');
      const orderId = await placeCodOrderViaApi(request, session, product);
      const res = await request.get(`${apiUrl}/api/admin/products/${product._id}`, {
        headers: staffHeaders(owner),
      });
      if (!res.ok()) throw new Error(`admin product: ${res.status()}`);
      const { categoryId } = ((await res.json()) as { product: { categoryId: string } }).product;
      await provide({
        owner,
        productId: product._id,
        categoryId,
        orderId,
        customerId: session.user._id,
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

interface AuditedRoute {
  name: string;
  path: (w: World) => string;
  signedIn: boolean;
}

const sections: AuditedRoute[] = NAV.flatMap((g) =>
  g.items.map((item) => ({ name: item.label, path: () => item.to, signedIn: true })),
);
const groups: Record<string, AuditedRoute[]> = {
  'sign-in and catalogue': [
    { name: 'sign in', path: () => '/sign-in', signedIn: false },
    ...sections.filter((r) =>
      ['/', '/products', '/categories', '/stock'].includes(r.path({} as World)),
    ),
    { name: 'new product', path: () => '/products/new', signedIn: true },
    { name: 'edit product', path: (w) => `/products/${w.productId}`, signedIn: true },
    { name: 'import products', path: () => '/products/import', signedIn: true },
    {
      name: 'size chart',
      path: (w) => `/categories/${w.categoryId}/size-chart`,
      signedIn: true,
    },
  ],
  'orders, customers and administration': [
    ...sections.filter((r) => {
      const p = r.path({} as World);
      return !p.startsWith('/content') && !['/', '/products', '/categories', '/stock'].includes(p);
    }),
    { name: 'order details', path: (w) => `/orders/${w.orderId}`, signedIn: true },
    { name: 'customer details', path: (w) => `/customers/${w.customerId}`, signedIn: true },
  ],
  content: sections.filter((r) => r.path({} as World).startsWith('/content')),
};

async function auditThemes(page: Page, route: string, width: number): Promise<A11yFinding[]> {
  const findings: A11yFinding[] = [];
  await settle(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
    }, theme);
    findings.push(...(await seriousViolations(page, { route, width, theme })));
  }
  return findings;
}

test.describe.configure({ mode: 'parallel' });

for (const [group, routes] of Object.entries(groups)) {
  test(`admin a11y: ${group}`, async ({ browser, world }, testInfo) => {
    test.setTimeout(60_000 + routes.length * 40_000);
    const findings: A11yFinding[] = [];
    const crashes: string[] = [];
    for (const route of routes) {
      const path = route.path(world);
      const context = await browser.newContext({
        locale: 'en-IN',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        page.on('pageerror', (err) => crashes.push(`${route.name}: ${err.name}: ${err.message}`));
        if (route.signedIn) await seedStaffSession(page, world.owner);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
          await page.goto(adminPage(path));
          await expect(page.getByRole('heading', { level: 1 }), `${path} renders`).toBeVisible();
          const found = await auditThemes(page, path, width);
          if (found.length > 0)
            await testInfo.attach(`${route.name} @${width}.png`, {
              body: await page.screenshot(),
              contentType: 'image/png',
            });
          findings.push(...found);
        }
      } finally {
        await context.close();
      }
    }
    if (findings.length > 0) {
      mkdirSync(a11yDir, { recursive: true });
      writeFileSync(
        join(a11yDir, `admin-${group.replace(/\W+/g, '-')}.json`),
        JSON.stringify(findings, null, 2),
      );
    }
    const summary = findings.map(
      (f) => `${f.impact} ${f.rule} ${f.route} @${f.width}px ${f.theme} (${f.nodes.length} nodes)`,
    );
    expect(crashes, 'uncaught exceptions in the page').toEqual([]);
    expect(summary, `serious/critical axe violations:\n${describeFindings(findings)}`).toEqual([]);
  });
}
