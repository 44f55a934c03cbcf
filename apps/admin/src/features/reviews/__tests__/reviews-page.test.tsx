import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIT_ANSWER_LABELS } from '@vastra/contracts';
import { AdminReviewMsg, type AdminReview } from '@vastra/contracts/admin/reviews';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ReviewsPage } from '../components/reviews-page';

const REVIEW_ID = '64b0000000000000000000b1';
const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  _id: REVIEW_ID,
  product: { _id: '64b0000000000000000000e1', name: 'Indigo Kurta' },
  rating: 1,
  fit: null,
  comment: 'Spam spam spam',
  userName: 'Ravi',
  image: null,
  verified: true,
  createdAt: '2026-11-20T06:30:00.000Z',
  hidden: false,
  moderation: null,
  ...over,
});
const list = (rows: AdminReview[]) => ({
  success: true,
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length, pages: 1 },
});

describe('the fit answer', () => {
  it('shows each review’s fit answer beside its rating, in the shop’s words', async () => {
    signInAs('readonly');
    mockFetch({
      'GET /api/admin/reviews': () =>
        list([
          review({ fit: 'small', rating: 4, comment: 'Tight at the chest' }),
          review({ _id: '64b0000000000000000000b2', fit: null, comment: 'Lovely colour' }),
        ]),
    });
    renderRoute(<ReviewsPage />, { path: '/reviews' });
    const small = (await screen.findByText('Tight at the chest')).closest('tr')!;
    expect(within(small).getByText('4 of 5')).toBeInTheDocument();
    expect(within(small).getByText(FIT_ANSWER_LABELS.small)).toBeInTheDocument();
    const none = screen.getByText('Lovely colour').closest('tr')!;
    expect(within(none).getByText('No fit answer')).toBeInTheDocument();
  });
});

describe('reviews moderation', () => {
  it('hides a review only with a reason, after confirmation, and shows it hidden', async () => {
    signInAs('staff');
    let hidden = false;
    const calls = mockFetch({
      'GET /api/admin/reviews': () =>
        list([
          review(
            hidden
              ? {
                  hidden: true,
                  moderation: { reason: 'Spam', by: 'Meera Shah', at: '2026-11-21T00:00:00.000Z' },
                }
              : {},
          ),
        ]),
      [`POST /api/admin/reviews/${REVIEW_ID}/hide`]: () => {
        hidden = true;
        return {
          success: true,
          message: AdminReviewMsg.hidden,
          data: review({ hidden: true }),
          rating: { average: 4.5, count: 2 },
        };
      },
    });
    renderRoute(<ReviewsPage />, { path: '/reviews' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hide: review of Indigo Kurta by Ravi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText(AdminReviewMsg.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(AdminReviewMsg.hidden)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Spam' });
    expect(await screen.findByText('Hidden by Meera Shah: Spam')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Show again: review of Indigo Kurta by Ravi' }),
    ).toBeInTheDocument();
  });

  it('filters by visibility through the query and offers read-only staff no buttons', async () => {
    signInAs('readonly');
    const calls = mockFetch({ 'GET /api/admin/reviews': () => list([review()]) });
    renderRoute(<ReviewsPage />, { path: '/reviews' });
    await screen.findByText('Spam spam spam');
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Hidden');
    await screen.findByText('Spam spam spam');
    expect(calls.at(-1)?.url.searchParams.get('visibility')).toBe('hidden');
  });
});
