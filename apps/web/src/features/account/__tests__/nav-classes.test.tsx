import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNothingToDrop } from '@/test/plain-classes';
import { renderRoute } from '@/test/render';
import { AccountNav } from '../components/account-nav';

// The account's nav (on every account page, the order's included) joins its classes without
// tailwind-merge (`cx`), so that it stays out of those pages' load.
describe('the account nav, joined without tailwind-merge', () => {
  it("the account nav's current, other and logout links", async () => {
    const { container } = renderRoute(<AccountNav />, { path: '/account/orders' });
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveClass('bg-ink');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveClass('hover:bg-surface-muted');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveClass('hover:bg-danger/5');
    expectNothingToDrop(container);
  });
});
