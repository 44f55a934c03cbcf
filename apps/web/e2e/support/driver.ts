import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * How a journey operates the page. `mouse` clicks and fills; `keyboard` reaches every control by
 * pressing Tab (never a programmatic focus) and operates it with Enter, Space, arrows and typing,
 * so a journey that passes with it can be done with the keyboard alone.
 */
export interface Driver {
  readonly mode: 'mouse' | 'keyboard';
  /** Activate a button or link. */
  press(target: Locator): Promise<void>;
  /** Replace a text field's value. */
  fill(field: Locator, text: string): Promise<void>;
  /** Pick an option of a native select by its label. */
  select(field: Locator, label: string): Promise<void>;
  /** Select a radio button. */
  choose(radio: Locator): Promise<void>;
  /** Choose a file for a file input. */
  upload(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void>;
}

export function mouseDriver(): Driver {
  return {
    mode: 'mouse',
    press: (t) => t.click(),
    fill: (f, text) => f.fill(text),
    select: async (f, label) => {
      await f.selectOption({ label });
    },
    choose: (r) => r.check(),
    upload: (i, file) => i.setInputFiles(file),
  };
}

/**
 * Presses Tab until `target` has the focus (at most `max` presses; wraps around the page). Fails
 * when the target is never reached: a control the keyboard cannot get to.
 */
async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  await expect(target).toBeVisible();
  const t0 = Date.now();
  let handle = await target.elementHandle();
  let presses = 0;
  for (;;) {
    // One round trip per press: is the focus on the target (re-resolved if React replaced it)?
    const state = await handle?.evaluate((el) =>
      el.isConnected ? el === document.activeElement : null,
    );
    if (state === true) {
      if (process.env.E2E_DEBUG)
        console.info(
          `tabTo ${target.toString().slice(0, 90)}: ${presses} presses, ${Date.now() - t0} ms`,
        );
      return;
    }
    if (state !== false) {
      handle = await target.elementHandle();
      continue;
    }
    if (presses++ >= max) break;
    await page.keyboard.press('Tab');
  }
  const where = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}`
      : 'nothing';
  });
  throw new Error(
    `Tab never reached ${target.toString()} in ${max} presses (focus is on ${where})`,
  );
}

export function keyboardDriver(page: Page): Driver {
  return {
    mode: 'keyboard',
    async press(target) {
      await expect(target).toBeEnabled();
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    async fill(field, text) {
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    },
    async select(field, label) {
      await tabTo(page, field);
      // A closed select takes type-ahead: the option's first characters pick it.
      await page.keyboard.type(label);
      await expect(field.locator('option:checked')).toHaveText(label);
    },
    async choose(radio) {
      const name = await radio.getAttribute('name');
      const group = page.locator(`input[type="radio"][name="${name}"]`);
      // Tab lands on the group's checked radio; the arrows move the selection.
      const checked = group.and(page.locator(':checked'));
      await tabTo(page, (await checked.count()) > 0 ? checked : group.first());
      for (let i = 0; i < (await group.count()) + 1 && !(await radio.isChecked()); i++)
        await page.keyboard.press('ArrowDown');
      await expect(radio).toBeChecked();
    },
    async upload(input, file) {
      await tabTo(page, input);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(file);
    },
  };
}
