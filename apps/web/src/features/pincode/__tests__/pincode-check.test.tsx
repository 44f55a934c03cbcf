import { Msg, type PincodeResponse } from '@vastra/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { PincodeCheck } from '../components/pincode-check';

const PINCODE_INCOMPLETE = 'Please enter a valid 6-digit pincode.';
import { sanitizePincode } from '../lib/pincode-input';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (over: Partial<PincodeResponse> = {}): PincodeResponse => ({
  success: true,
  pincode: '560001',
  serviceable: true,
  eta: 3,
  cod: true,
  source: 'dataset',
  city: 'Bengaluru',
  state: 'Karnataka',
  ...over,
});

const setup = () => {
  const user = userEvent.setup();
  renderRoute(<PincodeCheck />);
  return {
    user,
    input: screen.getByRole('textbox', { name: 'Pincode' }),
    button: screen.getByRole('button', { name: 'Check' }),
  };
};

describe('pincode check', () => {
  it('keeps digits only, at most 6', async () => {
    const { user, input } = setup();
    await user.type(input, '56a0-0 01999');
    expect(input).toHaveValue('560001');
    expect(sanitizePincode('12 34x5678')).toBe('123456');
  });

  it('disables the check while the input is empty', async () => {
    const { user, input, button } = setup();
    expect(button).toBeDisabled();
    await user.type(input, '5');
    expect(button).toBeEnabled();
    await user.clear(input);
    expect(button).toBeDisabled();
  });

  it('asks for all 6 digits without calling the API', async () => {
    let calls = 0;
    server.use(
      http.post('/api/xpressbees/pincode', () => ((calls += 1), HttpResponse.json(answer()))),
    );
    const { user, input, button } = setup();
    await user.type(input, '5600');
    await user.click(button);
    expect(screen.getByText(PINCODE_INCOMPLETE)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('posts the pincode and shows the ETA and COD availability', async () => {
    let body: unknown;
    server.use(
      http.post('/api/xpressbees/pincode', async ({ request }) => {
        body = await request.json();
        await delay(20);
        return HttpResponse.json(answer({ eta: 4, cod: false }));
      }),
    );
    const { user, input, button } = setup();
    await user.type(input, '560001{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/Delivery in 4 days — by/)).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery not available')).toBeInTheDocument();
    expect(body).toEqual({ pincode: '560001' });
  });

  it('shows COD available when it is', async () => {
    server.use(
      http.post('/api/xpressbees/pincode', () => HttpResponse.json(answer({ eta: 1, cod: true }))),
    );
    const { user, input, button } = setup();
    await user.type(input, '110001');
    await user.click(button);
    expect(await screen.findByText('Cash on delivery available')).toBeInTheDocument();
    expect(screen.getByText(/Delivery in 1 day — by/)).toBeInTheDocument();
  });

  it("says 'Delivery not available to this pincode.' when not serviceable", async () => {
    server.use(
      http.post('/api/xpressbees/pincode', () =>
        HttpResponse.json(answer({ serviceable: false, eta: null, cod: false })),
      ),
    );
    const { user, input, button } = setup();
    await user.type(input, '999999');
    await user.click(button);
    expect(await screen.findByText(Msg.pincodeNotServiceable)).toBeInTheDocument();
  });

  it("says 'Could not check delivery. Try again.' on failure, and clears it when typing again", async () => {
    server.use(
      http.post('/api/xpressbees/pincode', () =>
        HttpResponse.json(
          { success: false, message: 'Upstream', code: 'UPSTREAM_UNAVAILABLE' },
          { status: 503 },
        ),
      ),
    );
    const { user, input, button } = setup();
    await user.type(input, '400001');
    await user.click(button);
    expect(await screen.findByText(Msg.pincodeCheckFailed)).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.queryByText(Msg.pincodeCheckFailed)).not.toBeInTheDocument();
  });
});
