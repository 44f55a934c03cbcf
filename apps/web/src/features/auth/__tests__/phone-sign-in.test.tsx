import { Msg, OtpMsg, type AuthResponse } from '@vastra/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPanel } from '@/entities/session';
import { session } from '@/lib/session';
import { fakeToken, renderRoute, testUser } from '@/test/render';
import { server } from '@/test/server';
import { AuthPanels } from '../components/auth-panels';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => session.clear());
afterEach(() => {
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

const alerts = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('alert')
    .map((e) => e.textContent);

/** Opens the phone panel from the sign-in panel, as a shopper does. */
async function openPhonePanel(user: ReturnType<typeof userEvent.setup>) {
  renderRoute(<AuthPanels />, { path: '/x', routes: [{ path: '/', element: <AuthPanels /> }] });
  act(() => authPanel.open('signin'));
  await user.click(screen.getByRole('button', { name: 'Sign in with phone' }));
  return screen.findByRole('dialog', { name: 'Sign In with Phone' });
}

describe('sign in with phone', () => {
  it('refuses a number that is not Indian before asking the server', async () => {
    const user = userEvent.setup();
    await openPhonePanel(user);
    await user.type(await screen.findByLabelText('Mobile number'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(alerts()).toEqual([Msg.phone10]);
  });

  it('asks for a code, shows refusals inline, counts down the resend and signs in', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const tried: unknown[] = [];
    const token = fakeToken();
    server.use(
      http.post('/api/users/auth/phone/code', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ success: true, message: OtpMsg.codeSent }, { status: 202 });
      }),
      http.post('/api/users/auth/phone/verify', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        tried.push(body);
        if (body.code !== '123456')
          return HttpResponse.json(
            { success: false, message: OtpMsg.codeInvalid, code: 'UNAUTHORIZED' },
            { status: 401 },
          );
        const res: AuthResponse = {
          success: true,
          message: Msg.loggedIn,
          data: { token, user: { ...testUser, phone: '9876543210', gender: '', dob: '' } },
        };
        return HttpResponse.json(res);
      }),
    );
    await openPhonePanel(user);
    await user.type(await screen.findByLabelText('Mobile number'), '098765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(asked).toEqual([{ phone: '9876543210' }]);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await user.type(code, '65a4321');
    expect(code).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(OtpMsg.codeInvalid)).toHaveAttribute('role', 'alert');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(Msg.loggedIn)).toBeInTheDocument();
    expect(tried).toEqual([
      { phone: '9876543210', code: '654321' },
      { phone: '9876543210', code: '123456' },
    ]);
    expect(session.get().token).toBe(token);
    expect(authPanel.get()).toBeNull();
  });
});
