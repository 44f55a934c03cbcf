import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderNoteMsg, type AdminOrderNote } from '@vastra/contracts/admin/order-notes';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { adminOrder, ORDER_ID } from '@/test/order-fixtures';
import { OrderDetailsPage } from '../components/order-details-page';

const path = `/api/admin/orders/${ORDER_ID}`;

describe('a staff note visible to the customer', () => {
  it('is sent only when the box is ticked, then marked on the timeline; the box clears', async () => {
    signInAs('staff');
    const notes: AdminOrderNote[] = [];
    const calls = mockFetch({
      [`GET ${path}`]: () => ({ success: true, data: adminOrder({ notes }) }),
      [`POST ${path}/notes`]: ({ body }) => {
        const b = body as { text: string; visibleToCustomer?: boolean };
        const added: AdminOrderNote = {
          _id: `64b0000000000000000000n${notes.length}`,
          text: b.text,
          by: 'Meera Shah',
          at: `2026-11-20T0${6 + notes.length}:00:00.000Z`,
          visibleToCustomer: b.visibleToCustomer === true,
        };
        notes.push(added);
        return json(201, { success: true, message: OrderNoteMsg.noteAdded, data: added });
      },
    });
    renderRoute(<OrderDetailsPage />, { path: `/orders/${ORDER_ID}`, routePath: '/orders/:id' });
    const field = await screen.findByLabelText('New note');
    const box = screen.getByRole('checkbox', { name: OrderNoteMsg.visibleLabel });
    expect(box).not.toBeChecked();

    await userEvent.type(field, 'Packed with extra care.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findAllByTestId('order-staff-note');

    await userEvent.type(field, 'Your parcel leaves tomorrow.');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await within(await screen.findByRole('list', { name: 'Order timeline' })).findByText(
      'Your parcel leaves tomorrow.',
    );
    expect(box).not.toBeChecked();

    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { text: 'Packed with extra care.' },
      { text: 'Your parcel leaves tomorrow.', visibleToCustomer: true },
    ]);
    const shown = screen.getAllByTestId('order-staff-note');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent('staff only');
    expect(shown[1]).toHaveTextContent('shown to the customer');
  });

  it('is not offered to read-only accounts', async () => {
    signInAs('readonly');
    mockFetch({ [`GET ${path}`]: () => ({ success: true, data: adminOrder() }) });
    renderRoute(<OrderDetailsPage />, { path: `/orders/${ORDER_ID}`, routePath: '/orders/:id' });
    await screen.findByRole('list', { name: 'Order timeline' });
    expect(
      screen.queryByRole('checkbox', { name: OrderNoteMsg.visibleLabel }),
    ).not.toBeInTheDocument();
  });
});
