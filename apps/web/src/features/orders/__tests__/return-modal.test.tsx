import { LifecycleMsg, RETURN_MAX_PHOTOS } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';

let previews = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const delivered = order({
  status: 'Delivered',
  deliveredAt: new Date().toISOString(),
  canCancel: false,
  canReturn: true,
  items: [
    { ...order().items[0]!, _id: '64b0000000000000000000i1', name: 'Linen Shirt' },
    { ...order().items[0]!, _id: '64b0000000000000000000i2', name: 'Denim Jacket', quantity: 1 },
  ],
});

function mockApi() {
  const sent: FormData[] = [];
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: delivered })),
    http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    http.post('/api/orders/:id/return', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json({
        success: true,
        message: LifecycleMsg.returnRequested,
        order: { ...delivered, status: 'Return requested', canReturn: false },
      });
    }),
  );
  return sent;
}

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

describe('request a return', () => {
  it('asks for items first, then sends the chosen lines and photos (some removed)', async () => {
    const sent = mockApi();
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={delivered._id} />, {
      path: `/account/orders/${delivered._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Request return' }));
    const dialog = screen.getByRole('dialog', { name: 'Request return' });

    await user.click(within(dialog).getByRole('checkbox', { name: /Linen Shirt/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Denim Jacket/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LifecycleMsg.chooseItems);
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /Denim Jacket/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const picker = within(dialog).getByLabelText('Add photos (optional)');
    await user.upload(picker, [photo('a.jpg'), photo('b.jpg')]);
    await user.upload(picker, [photo('c.jpg'), photo('d.jpg')]);
    const previewsShown = within(dialog).getAllByRole('img', { name: /^Preview of photo/ });
    expect(previewsShown).toHaveLength(RETURN_MAX_PHOTOS);
    expect(picker).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).getAllByRole('img', { name: /^Preview of photo/ })).toHaveLength(
      RETURN_MAX_PHOTOS - 1,
    );

    await user.selectOptions(
      within(dialog).getByLabelText('Reason for the return'),
      'Item is damaged or defective',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.get('reason')).toBe('Item is damaged or defective');
    expect(JSON.parse(String(form.get('items')))).toEqual([
      { itemId: '64b0000000000000000000i2', quantity: 1 },
    ]);
    const contents = await Promise.all(form.getAll('image').map((f) => (f as Blob).text()));
    expect(contents).toEqual(['b.jpg', 'c.jpg']);
    expect(await screen.findByText(LifecycleMsg.returnRequested)).toBeInTheDocument();
  });
});
