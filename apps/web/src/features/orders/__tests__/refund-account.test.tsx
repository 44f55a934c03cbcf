import { RefundPayoutMsg, type Order } from '@vastra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

/** A cash on delivery order returned and received: ₹400 to pay by hand, no account given yet. */
const returned = order({
  status: 'Returned',
  paymentMethod: 'COD',
  paymentId: null,
  deliveredAt: '2026-03-08T10:00:00.000Z',
  canCancel: false,
  canReturn: false,
  refund: {
    kind: 'return',
    amount: 400,
    fee: 0,
    status: 'bank-transfer',
    refundId: null,
    payout: null,
  },
});

/** The order answer, and every body the form sent (answered with the masked account). */
function mockApi(initial: Order = returned) {
  let current = initial;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: current })),
    http.get('/api/orders/me', () => HttpResponse.json({ success: true, orders: [current] })),
    http.get('/api/review/byOrder/:orderId', () =>
      HttpResponse.json({ success: true, data: { orderId: current._id, products: [] } }),
    ),
    http.put('/api/orders/:id/refund-account', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push(body);
      current = {
        ...current,
        refund: {
          ...current.refund!,
          payout:
            body.method === 'upi'
              ? {
                  method: 'upi',
                  masked: 'UPI: as***@okicici',
                  holder: null,
                  providedAt: '2026-03-20T10:00:00.000Z',
                }
              : {
                  method: 'bank',
                  masked: `A/c ••••${body.accountNumber!.slice(-4)}, ${body.ifsc}`,
                  holder: body.holder!,
                  providedAt: '2026-03-20T10:00:00.000Z',
                },
        },
      };
      return HttpResponse.json({ success: true, message: RefundPayoutMsg.saved, order: current });
    }),
  );
  return sent;
}

const open = () =>
  renderRoute(<OrderDetails orderId={returned._id} />, {
    path: `/account/orders/${returned._id}`,
  });

describe('where a cash on delivery refund is paid', () => {
  it('asks for a bank account entered twice, checks it as the API does, and shows it masked', async () => {
    const sent = mockApi();
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('region', { name: 'Your refund of ₹400' });
    await user.click(within(box).getByRole('radio', { name: 'Bank account' }));
    await user.type(within(box).getByLabelText('Account holder’s name'), 'Asha Rao');
    await user.type(within(box).getByLabelText('Account number'), '5010 0456 7896 789');
    await user.type(within(box).getByLabelText('Account number again'), '501004567896780');
    await user.type(within(box).getByLabelText('IFSC'), 'hdfc1234');
    expect(within(box).getByLabelText('IFSC')).toHaveValue('HDFC1234');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText(RefundPayoutMsg.accountMismatch)).toBeInTheDocument();
    expect(within(box).getByText(RefundPayoutMsg.ifscInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(box).getByLabelText('Account number again'));
    await user.type(within(box).getByLabelText('Account number again'), '501004567896789');
    await user.clear(within(box).getByLabelText('IFSC'));
    await user.type(within(box).getByLabelText('IFSC'), 'hdfc0001234');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RefundPayoutMsg.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'bank',
        holder: 'Asha Rao',
        accountNumber: '501004567896789',
        accountNumberConfirm: '501004567896789',
        ifsc: 'HDFC0001234',
      },
    ]);
    expect(await within(box).findByTestId('refund-payout')).toHaveTextContent(
      'We will pay it to A/c ••••6789, HDFC0001234 (Asha Rao)',
    );
  });

  it('takes a UPI ID instead, and may change it until the refund is paid', async () => {
    const sent = mockApi();
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('region', { name: 'Your refund of ₹400' });
    expect(within(box).getByRole('radio', { name: 'UPI' })).toBeChecked();
    await user.type(within(box).getByLabelText('UPI ID'), 'asha@');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText(RefundPayoutMsg.upiInvalid)).toBeInTheDocument();
    await user.type(within(box).getByLabelText('UPI ID'), 'okicici');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByTestId('refund-payout')).toHaveTextContent('UPI: as***@okicici');
    expect(sent).toEqual([{ method: 'upi', upiId: 'asha@okicici' }]);
    await user.click(within(box).getByRole('button', { name: 'Change where to pay' }));
    expect(within(box).getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(within(box).getByRole('button', { name: 'Keep the current one' })).toBeInTheDocument();
  });

  it('asks nothing once the refund is paid, and says where it went', async () => {
    mockApi({
      ...returned,
      refund: {
        ...returned.refund!,
        status: 'refunded',
        refundId: 'HDFCN52026011234',
        payout: {
          method: 'upi',
          masked: 'UPI: as***@okicici',
          holder: null,
          providedAt: '2026-03-20T10:00:00.000Z',
        },
      },
    });
    open();
    expect(await screen.findByTestId('order-refund')).toHaveTextContent(
      'paid to UPI: as***@okicici',
    );
    expect(screen.queryByRole('region', { name: /Your refund of/ })).not.toBeInTheDocument();
  });
});
