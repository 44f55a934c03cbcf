import { Msg, type Address, type AddressListResponse } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedAddress } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { ManageAddresses } from '../components/manage-addresses';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const home: Address = savedAddress({ landmark: 'Near the metro' });
const office: Address = {
  ...home,
  _id: '64b0000000000000000000a2',
  name: 'Office',
  city: 'Mysuru',
  isDefault: true,
};
const list = (data: Address[]): AddressListResponse => ({ success: true, data });

/** The pincode answers' places (district and state, as the API's dataset knows them). */
const places: Record<string, { city: string; state: string }> = {
  '700016': { city: 'Kolkata', state: 'West Bengal' },
  '110001': { city: 'Central Delhi', state: 'Delhi' },
};
const pincodes = () =>
  http.post('/api/xpressbees/pincode', async ({ request }) => {
    const { pincode } = (await request.json()) as { pincode: string };
    const place = places[pincode];
    return HttpResponse.json({
      success: true,
      pincode,
      serviceable: Boolean(place),
      eta: place ? 3 : null,
      cod: Boolean(place),
      source: 'dataset',
      ...place,
    });
  });

async function openForm() {
  const user = userEvent.setup();
  renderRoute(<ManageAddresses />, { path: '/account/addresses' });
  await user.click(await screen.findByRole('button', { name: '+ Add New Address' }));
  const form = screen.getByRole('form', { name: 'Add New Address' });
  return { user, form };
}

describe('Manage Addresses', () => {
  it('lists the default first with its badge and hides Set as Default on it', async () => {
    server.use(http.get('/api/address', () => HttpResponse.json(list([home, office]))));
    renderRoute(<ManageAddresses />, { path: '/account/addresses' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveAccessibleName('Office, Mysuru');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(
      within(cards[0]!).queryByRole('button', { name: 'Set as Default' }),
    ).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Set as Default' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(http.get('/api/address', () => HttpResponse.json(list([]))));
    renderRoute(<ManageAddresses />, { path: '/account/addresses' });
    expect(await screen.findByText(Msg.noAddresses)).toBeInTheDocument();
    expect(screen.getByText(Msg.noAddressesDetail)).toBeInTheDocument();
  });

  it("says 'Please fill in all required fields.' when a required field is empty", async () => {
    server.use(http.get('/api/address', () => HttpResponse.json(list([]))));
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Add Address' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(Msg.addressRequiredFields),
    );
    expect(within(form).getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Landmark (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the phone (an Indian number, +91 allowed) and then the zipcode (6 digits)', async () => {
    server.use(http.get('/api/address', () => HttpResponse.json(list([]))));
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Address'), '5 Park Street');
    await user.type(within(form).getByLabelText('City'), 'Kolkata');
    await user.type(within(form).getByLabelText('State'), 'West Bengal');
    await user.type(within(form).getByLabelText('Phone'), '+91 98765-4321x');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+91 98765-4321');
    await user.type(within(form).getByLabelText('Zipcode'), '7000');
    await user.click(within(form).getByRole('button', { name: 'Add Address' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(Msg.addressPhone),
    );
    await user.type(within(form).getByLabelText('Phone'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(Msg.addressZip));
  });

  it('adds an address, shows the success message and closes the form', async () => {
    const posted: unknown[] = [];
    let saved: Address[] = [];
    server.use(
      pincodes(),
      http.get('/api/address', () => HttpResponse.json(list(saved))),
      http.post('/api/address', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push(body);
        const created: Address = {
          ...home,
          ...body,
          _id: '64b0000000000000000000a9',
          isDefault: true,
        };
        saved = [created];
        return HttpResponse.json(
          { success: true, message: Msg.addressAdded, data: created },
          { status: 201 },
        );
      }),
    );
    const { user, form } = await openForm();
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(within(form).getByLabelText('Country')).toHaveValue('India');
    await user.type(within(form).getByLabelText('Address'), '5 Park Street');
    await user.type(within(form).getByLabelText('City'), 'Kolkata');
    await user.type(within(form).getByLabelText('State'), 'West Bengal');
    await user.type(within(form).getByLabelText('Phone'), '9876543210');
    await user.type(within(form).getByLabelText('Zipcode'), '700016');
    await user.click(within(form).getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText(Msg.addressAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        name: 'Asha Rao',
        address: '5 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipcode: '700016',
        phone: '9876543210',
        landmark: '',
        country: 'India',
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Asha Rao, Kolkata' })).toBeInTheDocument();
  });

  it('fills city and state from a typed pincode, follows a new one, and keeps what the shopper typed', async () => {
    server.use(
      pincodes(),
      http.get('/api/address', () => HttpResponse.json(list([]))),
    );
    const { user, form } = await openForm();
    const city = within(form).getByLabelText('City');
    const state = within(form).getByLabelText('State');
    const zip = within(form).getByLabelText('Zipcode');

    await user.type(zip, '70001');
    expect(city).toHaveValue('');
    await user.type(zip, '6');
    await waitFor(() => expect(city).toHaveValue('Kolkata'));
    expect(state).toHaveValue('West Bengal');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'City and state filled in from pincode 700016.',
    );

    // Filled by the lookup: a new pincode replaces them.
    await user.clear(zip);
    await user.type(zip, '110001');
    await waitFor(() => expect(city).toHaveValue('Central Delhi'));
    expect(state).toHaveValue('Delhi');

    // Typed by the shopper: kept; the state (still the lookup's) follows the pincode.
    await user.clear(city);
    await user.type(city, 'New Delhi');
    await user.clear(zip);
    await user.type(zip, '700016');
    await waitFor(() => expect(state).toHaveValue('West Bengal'));
    expect(city).toHaveValue('New Delhi');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'State filled in from pincode 700016.',
    );
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      http.get('/api/address', () => HttpResponse.json(list([home]))),
      http.put('/api/address/:id', () =>
        HttpResponse.json(
          { success: false, message: 'You can save at most 20 addresses.', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<ManageAddresses />, { path: '/account/addresses' });
    const card = await screen.findByRole('listitem', { name: 'Asha Rao, Bengaluru' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Bengaluru');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('You can save at most 20 addresses.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Address' })).toBeInTheDocument();
  });

  it('opens the add form from the showForm navigation state, and the edit form from editingAddress', async () => {
    server.use(http.get('/api/address', () => HttpResponse.json(list([home]))));
    const first = renderRoute(<ManageAddresses />, {
      path: '/account/addresses',
      state: { showForm: true },
    });
    expect(screen.getByRole('form', { name: 'Add New Address' })).toBeInTheDocument();
    first.unmount();
    renderRoute(<ManageAddresses />, {
      path: '/account/addresses',
      state: { showForm: true, editingAddress: home },
    });
    expect(
      within(screen.getByRole('form', { name: 'Edit Address' })).getByLabelText('Address'),
    ).toHaveValue('12 MG Road');
  });

  it("sets a default address ('Default address updated!') and reports a failed delete", async () => {
    server.use(
      http.get('/api/address', () => HttpResponse.json(list([office, home]))),
      http.patch('/api/address/:id/default', ({ params }) =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: { ...home, _id: String(params.id), isDefault: true },
        }),
      ),
      http.delete('/api/address/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderRoute(<ManageAddresses />, { path: '/account/addresses' });
    const card = await screen.findByRole('listitem', { name: 'Asha Rao, Bengaluru' });
    await user.click(within(card).getByRole('button', { name: 'Set as Default' }));
    expect(await screen.findByText(Msg.addressDefaultUpdated)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Office, Mysuru' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(Msg.addressDeleteFailed)).toBeInTheDocument();
  });
});
