import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMessage } from '@vastra/contracts/admin/inbox';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { MessagesPage } from '../components/messages-page';

const ID = '64b0000000000000000000a9';
const message = (over: Partial<AdminMessage> = {}): AdminMessage => ({
  _id: ID,
  name: 'Kavya',
  email: 'kavya@example.com',
  phone: '9876501234',
  message: 'Where is my parcel?',
  createdAt: '2026-11-22T06:30:00.000Z',
  state: 'new',
  mailed: true,
  readAt: null,
  answeredAt: null,
  ...over,
});

describe('messages inbox', () => {
  it('marks a message read, then answered, and counts the unopened ones', async () => {
    signInAs('staff');
    let state: AdminMessage['state'] = 'new';
    const calls = mockFetch({
      'GET /api/admin/messages': () => ({
        success: true,
        data: [message({ state })],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        unread: state === 'new' ? 1 : 0,
      }),
      [`PATCH /api/admin/messages/${ID}`]: ({ body }) => {
        state = (body as { state: AdminMessage['state'] }).state;
        return { success: true, data: message({ state }) };
      },
    });
    renderRoute(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByText('1 not opened yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: message from Kavya' }));
    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'read' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as answered: message from Kavya' }),
    );
    expect(await screen.findByText('Marked as answered.')).toBeInTheDocument();
    expect(await screen.findByText('Messages sent with the contact form.')).toBeInTheDocument();
  });

  it('filters by state through the query', async () => {
    signInAs('readonly');
    const calls = mockFetch({
      'GET /api/admin/messages': () => ({
        success: true,
        data: [message()],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        unread: 1,
      }),
    });
    renderRoute(<MessagesPage />, { path: '/messages' });
    await screen.findByText('Where is my parcel?');
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Answered');
    await screen.findByText('Where is my parcel?');
    expect(calls.at(-1)?.url.searchParams.get('state')).toBe('answered');
  });
});
