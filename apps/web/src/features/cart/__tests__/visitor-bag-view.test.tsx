import { Msg } from '@vastra/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { authPanel, forgetIntent } from '@/entities/session';
import { peekIntent } from '@/entities/session/read-intent';
import { productDetail } from '@/test/fixtures/catalog-pages';
import { renderRoute, signOut } from '@/test/render';
import { server } from '@/test/server';
import { CartView } from '../components/cart-view';

const kurtaId = '1'.repeat(24);
const stoleId = '2'.repeat(24);
const kurta = productDetail({
  _id: kurtaId,
  name: 'Indigo Kurta',
  price: 2000,
  percent: 25,
  sizes: ['M', 'L'],
  sizeStock: [
    { size: 'M', stock: 2 },
    { size: 'L', stock: 6 },
  ],
});
const stole = productDetail({
  _id: stoleId,
  name: 'Silk Stole',
  price: 800,
  sizes: [],
  sizeStock: [],
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signOut();
  forgetIntent();
  visitorBag.clear();
  server.use(
    http.get('/api/products/individual/:id', ({ params }) =>
      HttpResponse.json({ success: true, data: params.id === kurtaId ? kurta : stole }),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

describe('a visitor’s bag page', () => {
  it('shows the lines kept on the device with prices from the product data', async () => {
    visitorBag.add(kurtaId, 'M', 2);
    visitorBag.add(stoleId, null);
    renderRoute(<CartView />, { path: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Indigo Kurta' });
    expect(within(line).getByText('₹1,500')).toBeInTheDocument();
    expect(within(line).getByLabelText('Line total')).toHaveTextContent('₹3,000');
    expect(within(line).getByRole('combobox', { name: 'Size of Indigo Kurta' })).toHaveValue('M');
    expect(screen.getByRole('listitem', { name: 'Silk Stole' })).toBeInTheDocument();
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('₹3,800')).toBeInTheDocument();
  });

  it('changes quantity within the stock of the size, moves size and removes, on the device', async () => {
    const user = userEvent.setup();
    visitorBag.add(kurtaId, 'M', 1);
    renderRoute(<CartView />, { path: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Indigo Kurta' });
    const more = within(line).getByRole('button', { name: 'Increase quantity of Indigo Kurta' });
    await user.click(more);
    expect(visitorBag.lines()).toEqual([{ productId: kurtaId, size: 'M', quantity: 2 }]);
    expect(more).toBeDisabled(); // only 2 of M
    await user.selectOptions(
      within(line).getByRole('combobox', { name: 'Size of Indigo Kurta' }),
      'L',
    );
    expect(visitorBag.lines()).toEqual([{ productId: kurtaId, size: 'L', quantity: 2 }]);
    const moved = await screen.findByRole('listitem', { name: 'Indigo Kurta' });
    await user.click(within(moved).getByRole('button', { name: 'Remove Indigo Kurta' }));
    expect(visitorBag.lines()).toEqual([]);
    expect(await screen.findByText(Msg.bagEmpty)).toBeInTheDocument();
  });

  it('asks the visitor to sign in to check out, coming back to the bag', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/cart');
    visitorBag.add(stoleId, null);
    renderRoute(<CartView />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Sign In to Check Out' }));
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()).toMatchObject({ path: '/cart', action: { kind: 'return' } });
  });
});
