import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderNoteMsg, type AdminOrderNote } from '@vastra/contracts/admin/order-notes';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { adminOrder, ORDER_ID } from '@/test/order-fixtures';
import { OrderDetailsPage } from '../components/order-details-page';

const path = `/api/admin/orders/${ORDER_ID}`;
const open = () =>
  renderRoute(<OrderDetailsPage />, { path: `/orders/${ORDER_ID}`, routePath: '/orders/:id' });

const note = (over: Partial<AdminOrderNote> = {}): AdminOrderNote => ({
  _id: '64b0000000000000000000n1',
  text: 'Customer asked for delivery after 6 pm.',
  by: 'Ravi Kumar',
  at: '2026-11-20T06:45:00.000Z',
  ...over,
});

describe('staff notes on an order', () => {
  it('shows notes among the states with author and time, oldest first', async () => {
    signInAs('readonly');
    mockFetch({
      [`GET ${path}`]: () => ({
        success: true,
        data: adminOrder({
          timeline: [
            { status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: 'shopper', note: '' },
            {
              status: 'Processing',
              at: '2026-11-20T07:00:00.000Z',
              actor: 'shop',
              note: '',
              by: 'Meera Shah',
            },
          ],
          notes: [note()],
        }),
      }),
    });
    open();
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Pending',
      'Staff note',
      'Processing',
    ]);
    expect(steps[1]).toHaveTextContent('Customer asked for delivery after 6 pm.');
    expect(steps[1]).toHaveTextContent('Ravi Kumar');
    expect(steps[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T06:45:00.000Z');
    // Read-only accounts read notes but are not offered the form.
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('staff add a note: checked first, sent, then shown on the timeline', async () => {
    signInAs('staff');
    let notes: AdminOrderNote[] = [];
    const calls = mockFetch({
      [`GET ${path}`]: () => ({ success: true, data: adminOrder({ notes }) }),
      [`POST ${path}/notes`]: ({ body }) => {
        const added = note({ text: (body as { text: string }).text, by: 'Meera Shah' });
        notes = [added];
        return json(201, { success: true, message: OrderNoteMsg.noteAdded, data: added });
      },
    });
    open();
    const field = await screen.findByLabelText('New note');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(OrderNoteMsg.noteRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(field, '  Called the shopper, address confirmed. ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(OrderNoteMsg.noteAdded)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: 'Called the shopper, address confirmed.',
    });
    const shown = await screen.findByTestId('order-staff-note');
    expect(shown).toHaveTextContent('Called the shopper, address confirmed.');
    expect(shown).toHaveTextContent('Meera Shah');
    expect(field).toHaveValue('');
  });

  it('keeps the text and shows the refusal when the server says no', async () => {
    signInAs('staff');
    mockFetch({
      [`GET ${path}`]: () => ({ success: true, data: adminOrder() }),
      [`POST ${path}/notes`]: () =>
        json(403, { success: false, message: 'Your account may only read the back office.' }),
    });
    open();
    const field = await screen.findByLabelText('New note');
    await userEvent.type(field, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText('Your account may only read the back office.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
  });
});
