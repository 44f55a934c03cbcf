import { Msg } from '@vastra/contracts';
import { expect, test } from '../support/test';
import { toast } from '../support/shell';

/** Rupees shown as ₹1,234 or ₹1,234.50 → 1234.5. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.use({ announcement: 'show' });

test('a visitor browses a category, filters by size and price, checks a pincode and adds to a bag kept on the device', async ({
  page,
}) => {
  await page.goto('/');
  // The timed announcement greets a new visitor once; Continue Shopping dismisses it for the session.
  const announcement = page.getByRole('dialog', { name: /free delivery/i });
  await expect(announcement).toBeVisible({ timeout: 8000 });
  await announcement.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(announcement).toBeHidden();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Men', exact: true }).click();

  await expect(page).toHaveURL(/\/men\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/men/i);
  const results = page.getByRole('region', { name: 'Product results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const count = page.getByText(/^\d+ products?$/);
  const allCount = Number((await count.textContent())?.split(' ')[0]);
  expect(allCount).toBeGreaterThan(1);

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Size' }).getByText('M', { exact: true }).click();
  await expect(results.getByRole('button', { name: 'Remove filter M' })).toBeVisible();
  // The filters live in the URL: the box shows its new state once the route has updated.
  const price = filters
    .getByRole('group', { name: 'Price' })
    .getByRole('checkbox', { name: '₹500 – ₹999' });
  await price.click();
  await expect(price).toBeChecked();
  await expect(results.getByRole('button', { name: 'Remove filter ₹500 – ₹999' })).toBeVisible();
  await expect(page).toHaveURL(/size=M/);

  // Fewer products now, each priced within the range.
  await expect
    .poll(async () => Number((await count.textContent())?.split(' ')[0]))
    .toBeLessThan(allCount);
  const cards = results.getByRole('article');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  await expect(count).toHaveText(`${n} ${n === 1 ? 'product' : 'products'}`);
  for (let i = 0; i < n; i++) {
    const price = rupees(
      (await cards.nth(i).locator('span.text-base.font-semibold').first().textContent()) ?? '',
    );
    expect(price).toBeGreaterThanOrEqual(500);
    expect(price).toBeLessThan(1000);
  }

  // Open the first match.
  const first = cards.first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/productdetails\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Delivery check: the button waits for digits; a known pincode is serviceable.
  const pincode = page.getByLabel('Pincode');
  const check = page.getByRole('button', { name: 'Check' });
  await expect(check).toBeDisabled();
  await pincode.fill('56OO34abc');
  await expect(pincode).toHaveValue('5634');
  await pincode.fill('560034');
  await check.click();
  await expect(page.getByText(/^Delivery in \d+ days? — by /)).toBeVisible();
  await expect(page.getByText('Cash on delivery available')).toBeVisible();

  // A visitor's bag is kept on the device: the line goes in and sign-in is offered.
  await page.getByRole('button', { name: 'M', exact: true }).click();
  const added = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await added;
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByLabel('Email')).toBeVisible();
  // Not now: the line stays in the bag on this device.
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Bag, 1 items' })).toBeVisible();
});
