import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yFinding {
  route: string;
  width: number;
  theme: 'light' | 'dark';
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Transitions off, so a theme switch is finished before axe measures contrast. */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}',
  });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // Sections that load when scrolled near (the home page's) must be on the page to be audited:
  // scroll down a screen at a time until the page stops growing, then back to the top.
  for (let i = 0, last = -1; i < 40; i += 1) {
    const height = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return document.documentElement.scrollHeight;
    });
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom && height === last) break;
    last = height;
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // Skeletons and loading states gone.
  await page
    .waitForFunction(
      () => document.querySelectorAll('[aria-busy="true"]').length === 0,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** axe-core on the whole page; only serious and critical violations count. */
export async function seriousViolations(
  page: Page,
  where: Omit<A11yFinding, 'rule' | 'impact' | 'help' | 'nodes'>,
): Promise<A11yFinding[]> {
  const started = Date.now();
  // Only violations are needed: axe then skips building node details for passes (much faster).
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  if (process.env.E2E_A11Y_TIMING)
    console.info(`axe ${where.route} @${where.width} ${where.theme}: ${Date.now() - started} ms`);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .slice(0, 6)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
        ),
    }));
}

export function describeFindings(findings: A11yFinding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} (${f.route} @${f.width}px ${f.theme}): ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * axe on the page as it stands, in the theme it shows and then in the other one (switched with the
 * header's theme button): serious and critical violations of both.
 */
export async function auditThemes(
  page: Page,
  route: string,
  width: number,
): Promise<A11yFinding[]> {
  const findings: A11yFinding[] = [];
  await settle(page);
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const order: ('light' | 'dark')[] = dark ? ['dark', 'light'] : ['light', 'dark'];
  for (const [n, theme] of order.entries()) {
    if (n > 0) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
        .click();
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
    }
    findings.push(...(await seriousViolations(page, { route, width, theme })));
  }
  return findings;
}
