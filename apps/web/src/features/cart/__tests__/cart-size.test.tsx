import { Msg, type CartItem } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartBody, cartItem } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { CartView } from '../components/cart-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const sized = (over: Partial<CartItem> = {}): CartItem => {
  const item = cartItem({ name: 'Linen Shirt', quantity: 2, ...over });
  return {
    ...item,
    product: {
      ...item.product,
      sizes: [
        { size: 'S', stock: 4 },
        { size: 'M', stock: 6 },
        { size: 'L', stock: 0 },
      ],
    },
  };
};

describe('bag: a line’s size', () => {
  it('offers the product’s sizes, sends the chosen one and shows the bag the server answers', async () => {
    const item = sized();
    let bag = [item];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody(bag))),
      http.put('/api/cart/size', async ({ request }) => {
        sent.push(await request.json());
        bag = [{ ...item, size: 'S' }];
        return HttpResponse.json({ ...cartBody(bag), message: Msg.bagSizeChanged });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<CartView />, { path: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    const select = within(line).getByRole('combobox', { name: 'Size of Linen Shirt' });
    expect(select).toHaveValue('M');
    // A size without stock cannot be chosen.
    expect(within(select).getByRole('option', { name: 'L (out of stock)' })).toBeDisabled();
    await user.selectOptions(select, 'S');
    await findToast(Msg.bagSizeChanged, 'success');
    expect(sent).toEqual([{ itemId: item._id, size: 'S' }]);
    await waitFor(() => expect(select).toHaveValue('S'));
  });

  it('keeps the size and shows the server’s refusal inline as well', async () => {
    const item = sized();
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([item]))),
      http.put('/api/cart/size', () =>
        HttpResponse.json(
          { success: false, message: 'Only 1 left of Linen Shirt (size S).', code: 'OUT_OF_STOCK' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<CartView />, { path: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    const select = within(line).getByRole('combobox', { name: 'Size of Linen Shirt' });
    await user.selectOptions(select, 'S');
    await findToast('Only 1 left of Linen Shirt (size S).', 'error');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Only 1 left of Linen Shirt (size S).')),
      ).toBe(true),
    );
    await waitFor(() => expect(select).toHaveValue('M'));
  });
});
