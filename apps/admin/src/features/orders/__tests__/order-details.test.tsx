import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminOrderMsg, STAFF_ACTION_INFO, staffActions } from '@vastra/contracts/admin/orders';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { OrderDetailsPage } from '../components/order-details-page';
import { adminOrder, couponOrder, ORDER_ID } from '@/test/order-fixtures';

const path = `/admin/orders/${ORDER_ID}`;

function open() {
  return renderRoute(<OrderDetailsPage />, {
    path: `/orders/${ORDER_ID}`,
    routePath: '/orders/:id',
  });
}

describe('order details', () => {
  it('shows the timeline and offers exactly the actions the API says staff may take', async () => {
    signInAs('staff');
    mockFetch({ [`GET /api${path}`]: () => ({ success: true, data: adminOrder() }) });
    open();
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Pending')).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm order', 'Cancel with refund']);
    expect(screen.getByRole('button', { name: 'Packing slip (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tax invoice (PDF)' })).toBeInTheDocument();
  });

  it('cancels only after confirmation, with a reason, stating the refund first', async () => {
    signInAs('staff');
    const calls = mockFetch({
      [`GET /api${path}`]: () => ({ success: true, data: adminOrder() }),
      [`POST /api${path}/transitions`]: () => ({
        success: true,
        message: STAFF_ACTION_INFO.cancel.done,
        data: adminOrder({
          status: 'Cancelled',
          actions: staffActions('Cancelled'),
          timeline: [
            { status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: 'shopper', note: '' },
            {
              status: 'Cancelled',
              at: '2026-11-20T07:00:00.000Z',
              actor: 'shop',
              note: 'Out of stock',
            },
          ],
        }),
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel with refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByTestId('order-action-effect')).toHaveTextContent(
      '₹1,499 is refunded in full',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with refund' }));
    expect(await within(dialog).findByText(AdminOrderMsg.noteRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Out of stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with refund' }));
    expect(await screen.findByText(STAFF_ACTION_INFO.cancel.done)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'cancel',
      note: 'Out of stock',
      visibleToCustomer: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Cancelled');
    expect(screen.getByText('No action is possible on this order now.')).toBeInTheDocument();
  });

  it('shows the server refusal in the dialog and keeps it open', async () => {
    signInAs('staff');
    mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: adminOrder({ status: 'Processing', actions: staffActions('Processing') }),
      }),
      [`POST /api${path}/transitions`]: () =>
        json(409, {
          success: false,
          message: 'An order that is shipped cannot become shipped.',
          code: 'TRANSITION_REFUSED',
        }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Hand to courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand this order to the courier?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand to courier' }));
    expect(
      await within(dialog).findByText('An order that is shipped cannot become shipped.'),
    ).toBeInTheDocument();
  });

  it('gives read-only staff the order without any action', async () => {
    signInAs('readonly');
    mockFetch({ [`GET /api${path}`]: () => ({ success: true, data: adminOrder() }) });
    open();
    expect(await screen.findByRole('list', { name: 'Order timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order actions' })).not.toBeInTheDocument();
  });

  it('states the exact refund before a return is marked received, the offer withdrawn included', async () => {
    signInAs('staff');
    mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: couponOrder({
          status: 'Return approved',
          returnRequest: {
            reason: 'Size or fit is not right',
            note: '',
            items: [{ itemId: '64b0000000000000000000c2', quantity: 1 }],
            photos: [],
            requestedAt: '2026-11-25T06:30:00.000Z',
          },
        }),
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark return received' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the returned items as received?',
    });
    const effect = within(dialog).getByTestId('order-action-effect');
    expect(effect).toHaveTextContent("₹1,150 is refunded to the shopper's original payment method");
    expect(effect).toHaveTextContent(
      'The offer no longer applies to the items kept: ₹200 recovered.',
    );
  });

  it("shows the ledger's figures and a refund waiting to be paid by hand", async () => {
    signInAs('readonly');
    mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: couponOrder({
          status: 'Returned',
          paymentMethod: 'COD',
          paymentId: null,
          actions: [],
          refund: {
            kind: 'return',
            amount: 1150,
            fee: 0,
            recovered: 200,
            delivery: 0,
            status: 'bank-transfer',
            refundId: null,
            payout: null,
          },
        }),
      }),
    });
    open();
    const figures = await screen.findByLabelText('Money');
    const value = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(value('Charged')).toHaveTextContent('₹3,150');
    expect(value('Captured')).toHaveTextContent('₹3,150');
    expect(value('Refunded')).toHaveTextContent('₹0');
    expect(value('Owed to the customer')).toHaveTextContent('₹1,150');
    expect(value('Fees kept')).toHaveTextContent('₹0');
    const refund = screen.getByTestId('admin-order-refund');
    expect(refund).toHaveTextContent('₹200 recovered');
    expect(refund).toHaveTextContent('Waiting for the customer’s account');
    expect(within(refund).getByRole('link', { name: 'Refunds to pay by hand' })).toHaveAttribute(
      'href',
      '/refunds',
    );
  });

  it('hands over with the shop’s own courier, and "Keep order" closes the cancel dialog', async () => {
    signInAs('staff');
    const calls = mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: adminOrder({ status: 'Processing', actions: staffActions('Processing') }),
      }),
      [`POST /api${path}/transitions`]: () => ({
        success: true,
        message: STAFF_ACTION_INFO.ship.done,
        data: adminOrder({
          status: 'Shipped',
          actions: staffActions('Shipped'),
          shipment: {
            courier: 'Delhivery',
            awb: 'DLV-77',
            trackingUrl: 'https://track.example.in/DLV-77',
            manual: true,
          },
        }),
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel with refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hand to courier' }));
    dialog = await screen.findByRole('dialog', { name: 'Hand this order to the courier?' });
    await userEvent.type(within(dialog).getByLabelText('Courier'), 'Delhivery');
    await userEvent.type(within(dialog).getByLabelText('AWB'), 'dlv-77');
    await userEvent.type(
      within(dialog).getByLabelText('Tracking link'),
      'https://track.example.in/DLV-77',
    );
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Left at gate');
    await userEvent.click(within(dialog).getByLabelText('Show this note to the customer'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand to courier' }));
    expect(await screen.findByText(STAFF_ACTION_INFO.ship.done)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'ship',
      note: 'Left at gate',
      visibleToCustomer: true,
      shipment: {
        courier: 'Delhivery',
        awb: 'dlv-77',
        trackingUrl: 'https://track.example.in/DLV-77',
      },
    });
    expect(screen.getByTestId('admin-order-shipment')).toHaveTextContent(
      'Delhivery (booked by us) · AWB DLV-77',
    );
    const actions = screen.getByRole('list', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Out for delivery', 'Mark delivered', 'Delivery failed', 'Return to sender (RTO)']);
  });

  it('asks what went wrong before a return to sender', async () => {
    signInAs('staff');
    const calls = mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: adminOrder({ status: 'Shipped', actions: staffActions('Shipped') }),
      }),
      [`POST /api${path}/transitions`]: () => ({
        success: true,
        message: STAFF_ACTION_INFO.rto.done,
        data: adminOrder({ status: 'RTO initiated', actions: staffActions('RTO initiated') }),
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Return to sender (RTO)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this parcel to sender?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to sender (RTO)' }));
    expect(await within(dialog).findByText(AdminOrderMsg.problemRequired)).toBeInTheDocument();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('What went wrong'),
      'Customer refused the parcel',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to sender (RTO)' }));
    expect(await screen.findByText(STAFF_ACTION_INFO.rto.done)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'rto',
      note: '',
      visibleToCustomer: false,
      problem: 'Customer refused the parcel',
    });
    expect(screen.getByRole('button', { name: 'RTO parcel received' })).toBeInTheDocument();
  });

  it('shows the return request with its reason, items and photos opening full size', async () => {
    signInAs('readonly');
    mockFetch({
      [`GET /api${path}`]: () => ({
        success: true,
        data: adminOrder({
          status: 'Return requested',
          actions: [],
          returnRequest: {
            reason: 'Item is damaged or defective',
            note: 'Torn seam',
            items: [{ itemId: '64b0000000000000000000d1', quantity: 1 }],
            photos: ['/uploads/aa.webp', '/uploads/bb.webp'],
            requestedAt: '2026-11-25T06:30:00.000Z',
          },
        }),
      }),
    });
    open();
    const request = await screen.findByRole('region', { name: 'Return request' });
    expect(request).toHaveTextContent('Item is damaged or defective · “Torn seam”');
    expect(within(request).getByRole('list', { name: 'Items to return' })).toHaveTextContent(
      'Indigo Kurta (M) × 1',
    );
    const photos = within(request).getByRole('list', { name: 'Return photos' });
    const links = within(photos).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/uploads/aa.webp',
      '/uploads/bb.webp',
    ]);
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Return evidence 1 of 2 (opens full size)',
    );
  });
});
