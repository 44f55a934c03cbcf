import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductRow } from '@vastra/contracts/admin/catalogue';
import { AdminContentMsg } from '@vastra/contracts/admin/content';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ContentEditPage } from '../components/content-pages';

const STREET = '64b0000000000000000000a1';
const FESTIVE = '64b0000000000000000000a2';
const RIA = '64b0000000000000000000a3';
const KABIR = '64b0000000000000000000a4';
const KURTA = '64b0000000000000000000f1';
const SAREE = '64b0000000000000000000f2';
const JUTTI = '64b0000000000000000000f3';
const OLD = '64b0000000000000000000f4';
const LOOK_ID = '64b0000000000000000000e9';

const stamps = {
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editVersion: 1,
};
const style = (_id: string, name: string) => ({
  ...stamps,
  _id,
  name,
  title: '',
  image: '/static/content/style.webp',
  hashtag: '',
  description: '',
  position: 0,
});
const influencer = (_id: string, name: string, instagramHandle: string) => ({
  ...stamps,
  _id,
  name,
  instagramHandle,
  image: '',
  bio: '',
  styleId: STREET,
  position: 0,
});
const STYLES = { success: true, data: [style(STREET, 'Street'), style(FESTIVE, 'Festive')] };
const INFLUENCERS = {
  success: true,
  data: [influencer(RIA, 'Ria', 'ria.styles'), influencer(KABIR, 'Kabir', 'kabir.fits')],
};
const row = (_id: string, name: string): AdminProductRow => ({
  _id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  brand: 'Vastra',
  categoryName: 'Women',
  subcategoryName: '',
  price: 1999,
  discount: 0,
  sellingPrice: 1999,
  percentOff: 0,
  inventory: [{ size: 'M', stock: 4 }],
  stock: 4,
  status: 'active',
  image: null,
  ...stamps,
});
const search = (products: AdminProductRow[]) => ({
  success: true,
  products,
  pagination: { page: 1, limit: 8, total: products.length, pages: 1 },
});
const saved = (body: unknown, _id = '64b0000000000000000000b9') => ({
  success: true,
  message: 'Saved.',
  data: { ...(body as object), ...stamps, _id },
});

describe("an influencer's style, chosen by name", () => {
  it('asks for a style with the contract message, then saves the id of the one chosen', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/content/styles': () => STYLES,
      'POST /api/admin/content/influencers': ({ body }) => saved(body),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/influencers/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New influencer' });
    expect(within(form).queryByLabelText(/style id/i)).toBeNull();
    await userEvent.type(within(form).getByLabelText('Name'), 'Meera');
    await userEvent.type(within(form).getByLabelText('Instagram handle'), 'meera.wears');
    await userEvent.click(within(form).getByRole('button', { name: 'Create influencer' }));
    const picker = within(form).getByRole('group', { name: 'Style' });
    expect(await within(picker).findByText(AdminContentMsg.styleMissing)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(picker).getByLabelText('Filter styles'), 'fest');
    expect(within(picker).queryByRole('radio', { name: 'Street' })).toBeNull();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Festive' }));
    expect(within(picker).getByText('Chosen: Festive')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create influencer' }));
    expect(await screen.findByText('The influencer was saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.styleId).toBe(FESTIVE);
  });
});

describe("a look's influencer and products, found by name", () => {
  it('chooses an influencer, adds products as chips, removes one by keyboard and saves their ids', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/content/influencers': () => INFLUENCERS,
      'GET /api/admin/products': ({ url }) =>
        search(
          url.searchParams.get('q') === 'silk'
            ? [row(SAREE, 'Silk Saree')]
            : [row(KURTA, 'Indigo Kurta'), row(JUTTI, 'Embroidered Jutti')],
        ),
      'POST /api/admin/content/looks': ({ body }) => saved(body),
    });
    renderRoute(<ContentEditPage />, {
      path: '/content/looks/new',
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: 'New look' });
    expect(within(form).queryByLabelText(/ids?\b/i)).toBeNull();
    const who = within(form).getByRole('group', { name: 'Influencer' });
    await userEvent.click(await within(who).findByRole('radio', { name: 'Kabir (@kabir.fits)' }));
    await userEvent.type(within(form).getByLabelText('Image'), '/static/content/look.webp');

    const picker = within(form).getByRole('group', { name: 'Products worn (optional)' });
    expect(within(picker).getByText('None chosen.')).toBeInTheDocument();
    const find = within(picker).getByLabelText('Find a product to add');
    await userEvent.type(find, 'kurta');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Add Indigo Kurta' }));
    // A chosen product leaves the answers; the next one is added beside it.
    expect(within(picker).queryByRole('button', { name: 'Add Indigo Kurta' })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Add Embroidered Jutti' }));
    await userEvent.clear(find);
    await userEvent.type(find, 'silk');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Add Silk Saree' }));
    const chips = within(picker).getByRole('list', { name: 'Products worn (optional): chosen' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Indigo Kurta×', 'Embroidered Jutti×', 'Silk Saree×']);
    expect(within(picker).getByText('Added Silk Saree.')).toBeInTheDocument();

    // Keyboard only: focus the jutti's Remove button and press Enter; focus moves to the next chip.
    within(chips).getByRole('button', { name: 'Remove Embroidered Jutti' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(chips).queryByText('Embroidered Jutti')).toBeNull();
    await waitFor(() =>
      expect(within(chips).getByRole('button', { name: 'Remove Silk Saree' })).toHaveFocus(),
    );
    expect(within(picker).getByText('Removed Embroidered Jutti.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Create look' }));
    expect(await screen.findByText('The look was saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ influencerId: KABIR, productIds: [KURTA, SAREE] });
  });

  it("names an existing look's influencer and products, marking one shoppers cannot see", async () => {
    signInAs('staff');
    const product = (name: string, status: string) => () => ({
      success: true,
      hasOrders: false,
      product: { ...row(KURTA, name), status },
    });
    mockFetch({
      'GET /api/admin/content/influencers': () => INFLUENCERS,
      [`GET /api/admin/content/looks/${LOOK_ID}`]: () => ({
        success: true,
        data: {
          ...stamps,
          _id: LOOK_ID,
          influencerId: RIA,
          title: 'Sangeet',
          image: '/static/content/look.webp',
          productIds: [KURTA, OLD],
          position: 0,
        },
      }),
      [`GET /api/admin/products/${KURTA}`]: product('Indigo Kurta', 'active'),
      [`GET /api/admin/products/${OLD}`]: product('Old Dupatta', 'hidden'),
    });
    renderRoute(<ContentEditPage />, {
      path: `/content/looks/${LOOK_ID}`,
      routePath: '/content/:kind/:id',
    });
    const form = await screen.findByRole('form', { name: /look/i });
    const who = within(form).getByRole('group', { name: 'Influencer' });
    expect(await within(who).findByText('Chosen: Ria (@ria.styles)')).toBeInTheDocument();
    expect(within(who).getByRole('radio', { name: 'Ria (@ria.styles)' })).toBeChecked();
    const picker = within(form).getByRole('group', { name: 'Products worn (optional)' });
    const kurta = (await within(picker).findByText('Indigo Kurta')).closest('li')!;
    expect(within(kurta).queryByText('(not on the shop)')).toBeNull();
    const old = (await within(picker).findByText('Old Dupatta')).closest('li')!;
    expect(within(old).getByText('(not on the shop)')).toBeInTheDocument();
  });
});
