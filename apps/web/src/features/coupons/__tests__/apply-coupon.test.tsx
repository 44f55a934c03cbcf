import { formatINR, Msg, type BagCouponsResponse, type Cart } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '@/entities/cart';
import { cart, cartItem } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { ApplyCoupon } from '../components/apply-coupon';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

/** The control as the bag mounts it, with the bag's total next to it. */
function Harness() {
  const { data } = useCart();
  if (!data) return null;
  return (
    <>
      <p data-testid="total">{formatINR(data.total)}</p>
      <ApplyCoupon cart={data} />
    </>
  );
}

const plain = cart([cartItem({ price: 1600 })]);
const withCoupon = (c: Cart, code: string, discount: number): Cart => ({
  ...c,
  coupon: { code, description: `${code} offer`, discount },
  total: c.total - discount,
});
const list: BagCouponsResponse = {
  success: true,
  applied: null,
  coupons: [
    {
      code: 'VASTRA10',
      bannerText: 'b',
      description: '10% off your bag',
      applicable: true,
      saving: 160,
      reason: null,
      shortBy: null,
    },
    {
      code: 'FESTIVE500',
      bannerText: 'b',
      description: 'Flat ₹500 off',
      applicable: false,
      saving: 0,
      reason: 'Add ₹2,399 more to use FESTIVE500',
      shortBy: 2399,
    },
  ],
};

function serve(initial: Cart) {
  let current = initial;
  const applied: string[] = [];
  server.use(
    http.get('/api/cart', () => HttpResponse.json({ success: true, cart: current })),
    http.get('/api/cart/coupons', () => HttpResponse.json(list)),
    http.post('/api/cart/coupon', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      applied.push(code);
      if (code.toUpperCase() !== 'VASTRA10')
        return HttpResponse.json(
          { success: false, message: 'Add ₹320 more to use BIGBAG', code: 'COUPON_REFUSED' },
          { status: 409 },
        );
      current = withCoupon(plain, 'VASTRA10', 160);
      return HttpResponse.json({
        success: true,
        message: Msg.couponApplied('VASTRA10', '₹160'),
        cart: current,
      });
    }),
    http.delete('/api/cart/coupon', () => {
      current = plain;
      return HttpResponse.json({ success: true, message: Msg.couponRemoved, cart: current });
    }),
  );
  return applied;
}

describe('Apply coupon', () => {
  it('lists applicable coupons with the saving and the others with why; applying shows the saving', async () => {
    const applied = serve(plain);
    const user = userEvent.setup();
    renderRoute(<Harness />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('VASTRA10');
    expect(rows[0]).toHaveTextContent('Save ₹160');
    expect(rows[1]).toHaveTextContent('Add ₹2,399 more to use FESTIVE500');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Apply VASTRA10' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applied).toEqual(['VASTRA10']);
    expect(screen.getByText('You save ₹160')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('₹1,440');
    expect(await screen.findByText(Msg.couponApplied('VASTRA10', '₹160'))).toBeInTheDocument();
  });

  it('shows the refusal under the typed code and keeps the dialog open', async () => {
    serve(plain);
    const user = userEvent.setup();
    renderRoute(<Harness />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    await user.type(within(dialog).getByLabelText('Coupon code'), 'bigbag');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Add ₹320 more to use BIGBAG')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('total')).toHaveTextContent('₹1,600');
  });

  it('refuses a malformed code with the rule message and sends nothing', async () => {
    const applied = serve(plain);
    const user = userEvent.setup();
    renderRoute(<Harness />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    const box = within(dialog).getByLabelText('Coupon code');
    await user.type(box, 'SAVE 10!');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(Msg.couponCodeInvalid)).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(applied).toEqual([]);
  });

  it('Remove restores the totals', async () => {
    serve(withCoupon(plain, 'VASTRA10', 160));
    const user = userEvent.setup();
    renderRoute(<Harness />, { path: '/cart' });
    expect(await screen.findByTestId('total')).toHaveTextContent('₹1,440');
    await user.click(screen.getByRole('button', { name: 'Remove coupon VASTRA10' }));
    expect(await screen.findByRole('button', { name: 'Apply coupon' })).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('₹1,600');
  });

  it('says when the server dropped the coupon because the bag changed', async () => {
    const notice = Msg.couponDropped('VASTRA10', 'Add ₹699 more to use VASTRA10');
    serve({ ...plain, coupon: null, couponNotice: notice });
    renderRoute(<Harness />, { path: '/cart' });
    const control = await screen.findByRole('region', { name: 'Coupon' });
    expect(within(control).getByRole('status')).toHaveTextContent(notice);
    expect(within(control).getByRole('button', { name: 'Apply coupon' })).toBeInTheDocument();
  });
});
