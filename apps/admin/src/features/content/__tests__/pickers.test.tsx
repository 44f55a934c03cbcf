import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ContentEditPage } from '../components/content-pages';

const WOMEN = '64b0000000000000000000c1';
const MEN = '64b0000000000000000000c2';
const KIDS = '64b0000000000000000000c3';
const SAREES = '64b0000000000000000000d1';
const COUPON_ID = '64b0000000000000000000e1';

const sub = (_id: string, name: string) => ({
  _id,
  name,
  slug: name.toLowerCase(),
  image: '',
  productCount: 3,
  editVersion: 1,
});
const category = (_id: string, name: string, subcategories: ReturnType<typeof sub>[] = []) => ({
  _id,
  name,
  slug: name.toLowerCase(),
  image: '',
  position: 0,
  productCount: 3,
  editVersion: 1,
  subcategories,
});
const CATEGORIES = {
  success: true,
  categories: [
    category(WOMEN, 'Women', [sub(SAREES, 'Sarees')]),
    category(MEN, 'Men'),
    category(KIDS, 'Kids'),
  ],
};

const coupon = {
  _id: COUPON_ID,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editVersion: 3,
  code: 'FESTIVE',
  bannerText: 'Festive sale',
  description: '',
  discountType: 'percent',
  discountValue: 10,
  maxDiscount: null,
  minOrderValue: 0,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-11-30T18:29:59.999Z',
  active: true,
  position: 0,
  usageLimit: null,
  perShopperLimit: null,
  firstOrderOnly: false,
  categories: [MEN],
  subcategories: [SAREES],
  uses: 0,
};

describe("a coupon's categories, chosen by name", () => {
  it('saves the ids of the two categories chosen, found with the filter box', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/categories': () => CATEGORIES,
      'POST /api/admin/content/coupons': ({ body }) => ({
        success: true,
        message: 'Saved.',
        data: { ...coupon, ...(body as object) },
      }),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/coupons/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New coupon' });
    const picker = within(form).getByRole('group', { name: 'Only these categories (optional)' });
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Women' }));
    await userEvent.type(within(picker).getByLabelText('Filter categories'), 'kid');
    expect(within(picker).queryByRole('checkbox', { name: 'Men' })).not.toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Kids' }));
    expect(within(picker).getByText('Chosen: Women, Kids')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Code'), 'diwali');
    await userEvent.type(within(form).getByLabelText('Banner text'), 'Diwali sale');
    await userEvent.selectOptions(within(form).getByLabelText('Discount type'), 'percent');
    await userEvent.type(within(form).getByLabelText('Discount (percent or rupees)'), '10');
    await userEvent.type(within(form).getByLabelText('Valid from'), '2026-11-01');
    await userEvent.type(within(form).getByLabelText('Valid until'), '2026-11-30');
    await userEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('The coupon was saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.categories).toEqual([WOMEN, KIDS]);
    expect(sent.subcategories).toEqual([]);
  });

  it("shows an existing coupon's categories and subcategories by name", async () => {
    signInAs('staff');
    mockFetch({
      'GET /api/admin/categories': () => CATEGORIES,
      [`GET /api/admin/content/coupons/${COUPON_ID}`]: () => ({ success: true, data: coupon }),
    });
    renderRoute(<ContentEditPage />, {
      path: `/content/coupons/${COUPON_ID}`,
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: /coupon/i });
    const cats = within(form).getByRole('group', { name: 'Only these categories (optional)' });
    expect(await within(cats).findByText('Chosen: Men')).toBeInTheDocument();
    expect(within(cats).getByRole('checkbox', { name: 'Men' })).toBeChecked();
    expect(within(cats).getByRole('checkbox', { name: 'Women' })).not.toBeChecked();
    const subs = within(form).getByRole('group', { name: 'Only these subcategories (optional)' });
    expect(within(subs).getByText('Chosen: Women › Sarees')).toBeInTheDocument();
  });
});

describe("a banner's link, chosen from the shop's pages", () => {
  it('fills the link with the chosen page, category or subcategory path', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/categories': () => CATEGORIES,
      'POST /api/admin/content/banners': ({ body }) => ({
        success: true,
        message: 'Saved.',
        data: {
          ...(body as object),
          _id: '64b0000000000000000000b8',
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
          editVersion: 1,
        },
      }),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/banners/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New banner' });
    const link = within(form).getByLabelText('Link (optional)');
    const choose = within(form).getByRole('combobox', { name: 'Choose a page' });
    await userEvent.selectOptions(choose, 'About us');
    expect(link).toHaveValue('/about');
    await userEvent.selectOptions(choose, 'New arrivals');
    expect(link).toHaveValue('/products?type=latest');
    await within(choose).findByRole('option', { name: 'Women › Sarees' });
    await userEvent.selectOptions(choose, 'Women › Sarees');
    expect(link).toHaveValue(`/women/sarees/${WOMEN}/${SAREES}`);
    await userEvent.selectOptions(choose, 'Men');
    expect(link).toHaveValue(`/men/${MEN}`);

    await userEvent.type(within(form).getByLabelText('Image'), '/static/banners/2.webp');
    await userEvent.click(within(form).getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('The banner was saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ link: `/men/${MEN}` });
  });

  it("shows the contract's message for a typed path the storefront has no page at", async () => {
    signInAs('staff');
    const calls = mockFetch({ 'GET /api/admin/categories': () => CATEGORIES });
    renderRoute(<ContentEditPage />, {
      path: '/content/banners/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New banner' });
    await userEvent.type(within(form).getByLabelText('Image'), '/static/banners/2.webp');
    await userEvent.type(within(form).getByLabelText('Link (optional)'), '/women/sarees');
    await userEvent.click(within(form).getByRole('button', { name: 'Create banner' }));
    expect(await within(form).findByText(AdminContentMsg.linkUnknown)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe("a banner's link to a product", () => {
  it('finds a product on the shop by name and links to its page', async () => {
    signInAs('staff');
    const PRODUCT = '64b0000000000000000000f1';
    const calls = mockFetch({
      'GET /api/admin/categories': () => CATEGORIES,
      'GET /api/admin/products': () => ({
        success: true,
        products: [
          {
            _id: PRODUCT,
            name: 'Indigo Linen Kurta',
            slug: 'indigo-linen-kurta',
            brand: 'Vastra',
            categoryName: 'Men',
            subcategoryName: 'Kurtas',
            price: 1999,
            discount: 0,
            sellingPrice: 1999,
            percentOff: 0,
            inventory: [{ size: 'M', stock: 4 }],
            stock: 4,
            status: 'active',
            image: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
            editVersion: 1,
          },
        ],
        pagination: { page: 1, limit: 8, total: 1, pages: 1 },
      }),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/banners/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New banner' });
    await userEvent.type(within(form).getByLabelText('Or find a product'), 'kurta');
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Link to Indigo Linen Kurta' }),
    );
    expect(within(form).getByLabelText('Link (optional)')).toHaveValue(
      `/productdetails/${PRODUCT}`,
    );
    const search = calls.filter((c) => c.path === '/api/admin/products').at(-1);
    expect(search?.url.searchParams.get('q')).toBe('kurta');
    expect(search?.url.searchParams.get('status')).toBe('active');
  });
});
