import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ContentEditPage, ContentListPage } from '../components/content-pages';

const BANNER_ID = '64b0000000000000000000b7';
const banner = {
  _id: BANNER_ID,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  image: '/static/banners/1.webp',
  title: 'Festive edit',
  subtitle: 'Up to 40% off',
  link: '/products?type=latest',
  active: true,
  position: 0,
};

const routes = [
  { path: '/content/:kind', element: <ContentListPage /> },
  { path: '/content/:kind/:id', element: <ContentEditPage /> },
];

describe('content pages (one list and one form for every kind)', () => {
  it("creates a banner: the contract's messages on the fields, then the parsed body", async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/content/banners': () => ({ success: true, data: [banner] }),
      'POST /api/admin/content/banners': ({ body }) => ({
        success: true,
        message: 'Saved.',
        data: { ...banner, ...(body as object), _id: '64b0000000000000000000b8' },
      }),
    });
    const { router } = renderRoute(<ContentEditPage />, {
      path: '/content/banners/new',
      routePath: '/content/:kind/:id',
      routes: routes.slice(0, 1),
    });
    const form = await screen.findByRole('form', { name: 'New banner' });
    await userEvent.type(within(form).getByLabelText('Image'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Create banner' }));
    expect(await within(form).findByText(AdminContentMsg.imageInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Image'));
    await userEvent.type(within(form).getByLabelText('Image'), '/static/banners/2.webp');
    await userEvent.type(within(form).getByLabelText('Title (optional)'), '  Winter  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('The banner was saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      image: '/static/banners/2.webp',
      title: 'Winter',
      subtitle: '',
      link: '/products',
      active: true,
      position: 0,
    });
    expect(router.state.location.pathname).toBe('/content/banners');
  });

  it("draws every coupon rule from the contract and checks the rules' links", async () => {
    signInAs('staff');
    mockFetch({});
    renderRoute(<ContentEditPage />, {
      path: '/content/coupons/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New coupon' });
    for (const label of [
      'Code',
      'Banner text',
      'Discount type',
      'Discount (percent or rupees)',
      'Largest discount, ₹ (percent coupons) (optional)',
      'Minimum bag subtotal, ₹ (optional)',
      'Valid from',
      'Valid until',
      'Uses allowed in total (optional)',
      'Uses allowed per shopper (optional)',
      "Only on a shopper's first order",
    ])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    for (const name of ['Only these categories (optional)', 'Only these subcategories (optional)'])
      expect(within(form).getByRole('group', { name })).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Code'), 'diwali');
    await userEvent.type(within(form).getByLabelText('Banner text'), 'Diwali sale');
    await userEvent.selectOptions(within(form).getByLabelText('Discount type'), 'percent');
    await userEvent.type(within(form).getByLabelText('Discount (percent or rupees)'), '120');
    await userEvent.type(within(form).getByLabelText('Valid from'), '2026-11-01');
    await userEvent.type(within(form).getByLabelText('Valid until'), '2026-10-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText(AdminContentMsg.percentTooHigh)).toBeInTheDocument();
    expect(within(form).getByText(AdminContentMsg.datesOrder)).toBeInTheDocument();
  });

  it('fills a picture field by uploading a file, and previews it', async () => {
    signInAs('staff');
    // The API names uploads with 32 hex digits.
    const uploaded = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const calls = mockFetch({
      'POST /api/admin/content/images': () => ({ success: true, url: uploaded }),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/styles/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New style' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'look.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Upload a picture for “Image”'), file);
    expect(await within(form).findByDisplayValue(uploaded)).toBeInTheDocument();
    expect(form.querySelector(`img[src="${uploaded}"]`)).not.toBeNull();
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('image')).toBeInstanceOf(File);
  });

  it('deletes a record after confirmation', async () => {
    signInAs('staff');
    let rows = [banner];
    const calls = mockFetch({
      'GET /api/admin/content/banners': () => ({ success: true, data: rows }),
      [`DELETE /api/admin/content/banners/${BANNER_ID}`]: () => {
        rows = [];
        return { success: true, message: 'Deleted.' };
      },
    });
    renderRoute(<ContentListPage />, { path: '/content/banners', routePath: '/content/:kind' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Festive edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Festive edit.')).toBeInTheDocument();
    expect(await screen.findByText('No banners yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('edits the announcement in place', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/content/announcement': () => ({
        success: true,
        data: { status: 'on', heading: 'Free delivery', detail: 'Above ₹999', updatedAt: null },
      }),
      'PUT /api/admin/content/announcement': ({ body }) => ({
        success: true,
        message: 'Saved.',
        data: { ...(body as object), updatedAt: '2026-11-23T00:00:00.000Z' },
      }),
    });
    renderRoute(<ContentListPage />, {
      path: '/content/announcement',
      routePath: '/content/:kind',
    });
    const form = await screen.findByRole('form', { name: 'Announcement' });
    expect(within(form).getByLabelText('Heading (optional)')).toHaveValue('Free delivery');
    await userEvent.selectOptions(within(form).getByLabelText('Shown on the shop (on/off)'), 'off');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The announcement was saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'off',
      heading: 'Free delivery',
      detail: 'Above ₹999',
    });
  });

  it('shows read-only staff the records without write controls', async () => {
    signInAs('readonly');
    mockFetch({ 'GET /api/admin/content/banners': () => ({ success: true, data: [banner] }) });
    renderRoute(<ContentListPage />, { path: '/content/banners', routePath: '/content/:kind' });
    expect(await screen.findByRole('link', { name: 'View Festive edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('marks a banner whose linked product is no longer on the shop', async () => {
    signInAs('staff');
    const gone = {
      ...banner,
      _id: '64b0000000000000000000b8',
      title: 'Old saree',
      link: '/productdetails/64b00000000000000000aaaa',
      linkOffShop: true,
    };
    mockFetch({
      'GET /api/admin/content/banners': () => ({ success: true, data: [banner, gone] }),
    });
    renderRoute(<ContentListPage />, { path: '/content/banners', routePath: '/content/:kind' });
    expect(
      await screen.findByText(
        '/productdetails/64b00000000000000000aaaa (links to a product not on the shop)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('/products?type=latest')).toBeInTheDocument();
  });
});
