import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManualRefundMsg, type ManualRefundRow } from '@vastra/contracts/admin/refunds';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { adminOrder } from '@/test/order-fixtures';
import { RefundsPage } from '../components/refunds-page';

const BANK_ID = '64b0000000000000000000b1';
const WAITING_ID = '64b0000000000000000000b2';
const FAILED_ID = '64b0000000000000000000b3';
const customer = {
  _id: '64b0000000000000000000f1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
};

const row = (over: Partial<ManualRefundRow>): ManualRefundRow => ({
  orderId: BANK_ID,
  placedAt: '2026-11-01T06:30:00.000Z',
  owedSince: '2026-11-10T06:30:00.000Z',
  status: 'bank-transfer',
  kind: 'return',
  paymentMethod: 'COD',
  amount: 600,
  customer,
  payout: null,
  paymentId: null,
  ...over,
});

const bankPayout = (full: boolean) => ({
  method: 'bank' as const,
  masked: 'A/c ••••6789, HDFC0001234',
  holder: 'Asha Rao',
  upiId: null,
  ifsc: 'HDFC0001234',
  accountNumber: full ? '501004567896789' : '••••6789',
  accountLast4: '6789',
  full,
  providedAt: '2026-11-11T06:30:00.000Z',
});

function rows(full: boolean): ManualRefundRow[] {
  return [
    row({
      orderId: FAILED_ID,
      status: 'failed',
      kind: 'cancellation',
      paymentMethod: 'Online',
      amount: 1299,
      paymentId: 'order_Fail0000001',
      owedSince: '2026-11-05T06:30:00.000Z',
    }),
    row({ orderId: BANK_ID, payout: bankPayout(full) }),
    row({ orderId: WAITING_ID, owedSince: '2026-11-12T06:30:00.000Z' }),
  ];
}

const page = (data: ManualRefundRow[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 20, total: data.length, pages: 1 },
});

describe('refunds to pay by hand', () => {
  it('shows staff where to pay in full, asks for the reference, and marks the refund paid', async () => {
    signInAs('staff');
    let paid = false;
    const calls = mockFetch({
      'GET /api/admin/refunds': () =>
        page(rows(true).filter((r) => !paid || r.orderId !== BANK_ID)),
      [`POST /api/admin/refunds/${BANK_ID}/paid`]: () => {
        paid = true;
        return {
          success: true,
          message: ManualRefundMsg.paid,
          data: adminOrder({ _id: BANK_ID, orderId: BANK_ID, status: 'Returned', actions: [] }),
        };
      },
    });
    renderRoute(<RefundsPage />, { path: '/refunds' });
    const table = await screen.findByRole('table', { name: 'Refunds to pay by hand' });
    await within(table).findByText('order_Fail0000001');
    const [, failed, bank, waiting] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('Razorpay refused the refund');
    expect(failed).toHaveTextContent('order_Fail0000001');
    expect(bank).toHaveTextContent('501004567896789');
    expect(bank).toHaveTextContent('HDFC0001234');
    expect(waiting).toHaveTextContent(ManualRefundMsg.waiting);
    expect(
      within(waiting!).getByRole('button', { name: `Mark paid: order ${WAITING_ID}` }),
    ).toBeDisabled();

    await userEvent.click(
      within(bank!).getByRole('button', { name: `Mark paid: order ${BANK_ID}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark this refund paid?' });
    expect(within(dialog).getByTestId('refund-paid-effect')).toHaveTextContent(
      'Record that you paid ₹600 to A/c 501004567896789 (HDFC0001234)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(ManualRefundMsg.referenceInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Payment reference/), ' HDFCN52026011234 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(ManualRefundMsg.paid)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reference: 'HDFCN52026011234',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(table).findAllByRole('row')).toHaveLength(3);
    expect(table).not.toHaveTextContent('501004567896789');
  });

  it('keeps the dialog open with the server’s refusal (a refund already paid)', async () => {
    signInAs('owner');
    mockFetch({
      'GET /api/admin/refunds': () => page(rows(true)),
      [`POST /api/admin/refunds/${FAILED_ID}/paid`]: () =>
        json(409, { success: false, message: ManualRefundMsg.notOwed, code: 'REFUND_NOT_OWED' }),
    });
    renderRoute(<RefundsPage />, { path: '/refunds' });
    await userEvent.click(
      await screen.findByRole('button', { name: `Mark paid: order ${FAILED_ID}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark this refund paid?' });
    expect(within(dialog).getByTestId('refund-paid-effect')).toHaveTextContent(
      'Record that you paid ₹1,299 from the Razorpay dashboard',
    );
    await userEvent.type(within(dialog).getByLabelText(/Payment reference/), 'rfnd_Dash0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(ManualRefundMsg.notOwed)).toBeInTheDocument();
  });

  it('shows read-only staff the accounts masked, without the action', async () => {
    signInAs('readonly');
    mockFetch({ 'GET /api/admin/refunds': () => page(rows(false)) });
    renderRoute(<RefundsPage />, { path: '/refunds' });
    const table = await screen.findByRole('table', { name: 'Refunds to pay by hand' });
    expect(await within(table).findByText('••••6789')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
  });
});
