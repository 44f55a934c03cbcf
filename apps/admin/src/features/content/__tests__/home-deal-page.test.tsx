import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ContentListPage } from '../components/content-pages';

const deal = {
  status: 'on',
  eyebrow: 'Deal of the Week',
  heading: 'Up to 50% off festive edits',
  detail: 'Women’s wear, 20% off or more.',
  // 23:00 UTC on 30 Nov is 1 Dec in India: the form shows the India day.
  endsAt: '2026-11-30T23:00:00.000Z',
  link: '/women/64b0000000000000000000c1?discount=20',
  updatedAt: null,
};

describe('the home deal page', () => {
  it('edits the deal in place: its end as an India day and the listing it opens', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/content/deal': () => ({ success: true, data: deal }),
      'PUT /api/admin/content/deal': ({ body }) => ({
        success: true,
        message: 'Saved.',
        data: { ...deal, ...(body as object), updatedAt: '2026-11-27T00:00:00.000Z' },
      }),
    });
    renderRoute(<ContentListPage />, { path: '/content/deal', routePath: '/content/:kind' });
    const form = await screen.findByRole('form', { name: 'Home deal' });
    const ends = within(form).getByLabelText('Ends on');
    expect(ends).toHaveValue('2026-12-01');
    const link = within(form).getByLabelText(/Shop the Deal opens/);

    // A link off the shop is refused on the field with the contract's message, before any PUT.
    await userEvent.clear(link);
    await userEvent.type(link, 'https://elsewhere.example/sale');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(AdminContentMsg.linkInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(link);
    await userEvent.type(link, '/products?type=trending');
    await userEvent.clear(ends);
    await userEvent.type(ends, '2026-12-05');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The home deal was saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'on',
      eyebrow: 'Deal of the Week',
      heading: 'Up to 50% off festive edits',
      detail: 'Women’s wear, 20% off or more.',
      endsAt: '2026-12-05',
      link: '/products?type=trending',
    });
  });
});
