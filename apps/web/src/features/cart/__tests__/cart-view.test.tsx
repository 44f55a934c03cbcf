import { Msg } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartBody, cartItem } from '@/test/fixtures/commerce';
import { renderRoute, signIn, findToast } from '@/test/render';
import { server } from '@/test/server';
import { CartView } from '../components/cart-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const renderCart = () => renderRoute(<CartView />, { path: '/cart' });

describe('bag screen', () => {
  it('shows 3 skeleton rows while loading, then the empty state with Continue Shopping', async () => {
    server.use(
      http.get('/api/cart', async () => {
        await delay(50);
        return HttpResponse.json(cartBody([]));
      }),
    );
    renderCart();
    expect(screen.getAllByTestId('cart-skeleton-row')).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: Msg.bagEmpty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    // The policy's window (7 days), as everywhere in the shop.
    expect(screen.getByText('Easy 7-day returns on everything you buy.')).toBeInTheDocument();
  });

  it('shows the server figures, the free-shipping hint and Proceed to Checkout', async () => {
    server.use(
      http.get('/api/cart', () =>
        HttpResponse.json(cartBody([cartItem({ price: 400, quantity: 2 })])),
      ),
    );
    renderCart();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();
    // Total = subtotal (no coupon); delivery is added at checkout only, so no ₹99 here.
    expect(within(summary).getAllByText('₹800')).toHaveLength(2);
    expect(within(summary).getByText('Added at checkout')).toBeInTheDocument();
    expect(within(summary).queryByText('₹99')).not.toBeInTheDocument();
    expect(within(summary).queryByText('₹899')).not.toBeInTheDocument();
    expect(within(summary).getByText('Add ₹200 more for free shipping!')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('increase adds 1 (optimistically) and decrease subtracts 1 above 1', async () => {
    const item = cartItem({ name: 'Linen Shirt', quantity: 2 });
    let quantity = 2;
    const calls: unknown[] = [];
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([{ ...item, quantity }]))),
      http.put('/api/cart/updatequantity', async ({ request }) => {
        const body = (await request.json()) as { itemId: string; action: 'increase' | 'decrease' };
        calls.push(body);
        await delay(30);
        quantity += body.action === 'increase' ? 1 : -1;
        return HttpResponse.json(cartBody([{ ...item, quantity }]));
      }),
    );
    const user = userEvent.setup();
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(
      within(line).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    );
    // optimistic: shown at once, and every control is disabled while the change is in flight
    expect(within(line).getByLabelText('Quantity')).toHaveTextContent('3');
    expect(
      within(line).getByRole('button', { name: 'Decrease quantity of Linen Shirt' }),
    ).toBeDisabled();
    expect(
      within(line).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    ).toBeDisabled();
    await waitFor(() =>
      expect(
        within(line).getByRole('button', { name: 'Decrease quantity of Linen Shirt' }),
      ).toBeEnabled(),
    );
    await user.click(
      within(line).getByRole('button', { name: 'Decrease quantity of Linen Shirt' }),
    );
    expect(within(line).getByLabelText('Quantity')).toHaveTextContent('2');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { itemId: item._id, action: 'increase' },
      { itemId: item._id, action: 'decrease' },
    ]);
  });

  it('decrease at quantity 1 removes the line', async () => {
    const keep = cartItem({ name: 'Denim Jacket' });
    const one = cartItem({ name: 'Linen Shirt', quantity: 1 });
    let removed: string | undefined;
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody(removed ? [keep] : [keep, one]))),
      http.delete('/api/cart/remove/:id', ({ params }) => {
        removed = String(params.id);
        return HttpResponse.json(cartBody([keep]));
      }),
      http.put('/api/cart/updatequantity', () =>
        HttpResponse.json({ success: false, message: 'unexpected', code: 'X' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(within(line).getByRole('button', { name: 'Remove Linen Shirt (quantity 1)' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument(),
    );
    expect(removed).toBe(one._id);
    expect(await screen.findByText(Msg.itemRemovedFromCart)).toBeInTheDocument();
  });

  it('rolls a failed quantity change back and shows the server message in the Notice banner', async () => {
    const item = cartItem({ name: 'Linen Shirt', quantity: 2 });
    let gets = 0;
    let refetched = false;
    server.use(
      // The re-read after the failure is slow: what the screen shows before it lands comes from the rollback.
      http.get('/api/cart', async () => {
        gets += 1;
        if (gets > 1) {
          await delay(400);
          refetched = true;
        }
        return HttpResponse.json(cartBody([item]));
      }),
      http.put('/api/cart/updatequantity', async () => {
        await delay(30);
        return HttpResponse.json(
          { success: false, message: 'Only 2 left in size M.', code: 'OUT_OF_STOCK' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(
      within(line).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    );
    expect(within(line).getByLabelText('Quantity')).toHaveTextContent('3');
    await findToast('Only 2 left in size M.', 'error');
    expect(refetched).toBe(false);
    expect(within(line).getByLabelText('Quantity')).toHaveTextContent('2');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Notice: Only 2 left in size M.')),
      ).toBe(true),
    );
    expect(
      within(line).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    ).toBeEnabled();
  });

  it('rolls a failed removal back with the fallback message', async () => {
    const item = cartItem({ name: 'Linen Shirt' });
    let gets = 0;
    let refetched = false;
    server.use(
      http.get('/api/cart', async () => {
        gets += 1;
        if (gets > 1) {
          await delay(400);
          refetched = true;
        }
        return HttpResponse.json(cartBody([item]));
      }),
      http.delete('/api/cart/remove/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(within(line).getByRole('button', { name: 'Remove Linen Shirt' }));
    await findToast(Msg.failedRemoveFromCart, 'error');
    expect(refetched).toBe(false);
    expect(screen.getByRole('listitem', { name: 'Linen Shirt' })).toBeInTheDocument();
  });

  it('does not offer more than the stock left in that size', async () => {
    server.use(
      http.get('/api/cart', () =>
        HttpResponse.json(cartBody([cartItem({ name: 'Linen Shirt', quantity: 2, stock: 2 })])),
      ),
    );
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    expect(
      within(line).getByRole('button', { name: 'Increase quantity of Linen Shirt' }),
    ).toBeDisabled();
  });
});
