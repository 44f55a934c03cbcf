import { Msg, type AuthResponse } from '@vastra/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { authPanel } from '@/entities/session';
import { session } from '@/lib/session';
import { fakeToken, renderRoute, testUser } from '@/test/render';
import { server } from '@/test/server';
import { AuthPanels } from '../components/auth-panels';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => session.clear());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

function renderPanels(path = '/somewhere') {
  return renderRoute(<AuthPanels />, { path, routes: [{ path: '/', element: <AuthPanels /> }] });
}

const dialog = () => screen.getByRole('dialog');
const errorsIn = () =>
  within(dialog())
    .queryAllByRole('alert')
    .map((e) => e.textContent);

describe('side panels', () => {
  it('shows one panel at a time, switches between them, and Escape closes', async () => {
    const user = userEvent.setup();
    renderPanels();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => authPanel.open('signin'));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(authPanel.get()).toBeNull();
  });

  it('keeps Tab inside the open panel', async () => {
    const user = userEvent.setup();
    renderPanels();
    act(() => authPanel.open('forgot'));
    const panel = dialog();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
  });
});

describe('sign in', () => {
  it('validates in order: Email is required, Password is required', async () => {
    const user = userEvent.setup();
    renderPanels();
    act(() => authPanel.open('signin'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorsIn()).toEqual([Msg.emailRequired, Msg.passwordRequired]));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await waitFor(() => expect(errorsIn()).toEqual([Msg.passwordRequired]));
  });

  it("stores the session, says 'Logged In Successfully', closes the panel and goes to /", async () => {
    const user = userEvent.setup();
    let body: unknown;
    const token = fakeToken();
    server.use(
      http.post('/api/users/auth/login', async ({ request }) => {
        body = await request.json();
        const res: AuthResponse = {
          success: true,
          message: 'ok',
          data: { token, user: { ...testUser, phone: '9876543210', gender: '', dob: '' } },
        };
        return HttpResponse.json(res);
      }),
    );
    const { router } = renderPanels('/products');
    act(() => authPanel.open('signin'));
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(Msg.loggedIn)).toBeInTheDocument();
    expect(body).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expect(session.get().token).toBe(token);
    expect(authPanel.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message when sign-in fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/users/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Invalid email or password.', code: 'UNAUTHORIZED' },
          { status: 401 },
        ),
      ),
    );
    const error = vi.spyOn(toast, 'error');
    renderPanels();
    act(() => authPanel.open('signin'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    // The sign-in screen's toasts close after the account screens' 1000 ms.
    expect(error).toHaveBeenCalledWith('Invalid email or password.', ACCOUNT_TOAST_MS);
    expect(session.get().token).toBeNull();
    expect(authPanel.get()).toBe('signin');
    // The message also stays in the form, after the toast has gone, until the next attempt.
    expect(screen.getByTestId('sign-in-error')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByTestId('sign-in-error')).toHaveAttribute('role', 'alert');
    server.use(
      http.post('/api/users/auth/login', async () => {
        await delay(50);
        return HttpResponse.json(
          { success: false, message: 'Invalid email or password.', code: 'UNAUTHORIZED' },
          { status: 401 },
        );
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByTestId('sign-in-error')).not.toBeInTheDocument());
    expect(await screen.findByTestId('sign-in-error')).toBeInTheDocument();
  });
});

describe('sign up', () => {
  it('validates in the contract order with every message', async () => {
    const user = userEvent.setup();
    renderPanels();
    act(() => authPanel.open('signup'));
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }));
    await submit();
    await waitFor(() =>
      expect(errorsIn()).toEqual([
        Msg.nameRequired,
        Msg.emailRequired,
        Msg.phone10,
        Msg.passwordRequired,
      ]),
    );

    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Phone'), '98765');
    await user.type(screen.getByLabelText('Password'), '12345');
    await submit();
    await waitFor(() => expect(errorsIn()).toEqual([Msg.invalidEmail, Msg.phone10, Msg.password6]));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('keeps a phone as written (+91, spaces, dashes) and refuses one too long, never truncating', async () => {
    const user = userEvent.setup();
    renderPanels();
    act(() => authPanel.open('signup'));
    await user.type(screen.getByLabelText('Phone'), 'ab+91 98765-432101');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765-432101');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(Msg.phone10, { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it("shows the server's message and opens sign-in on success", async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('/api/users/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { success: true, message: 'Registration successful! Please sign in.' },
          { status: 201 },
        );
      }),
    );
    renderPanels();
    act(() => authPanel.open('signup'));
    await user.type(screen.getByLabelText('Name'), ' Asha Rao ');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful! Please sign in.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument(),
    );
    expect(body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'secret1',
    });
  });

  it("falls back to 'Registration failed, please try again.'", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/users/auth/register', () => new HttpResponse(null, { status: 500 })),
    );
    renderPanels();
    act(() => authPanel.open('signup'));
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(Msg.registrationFailed)).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it("validates 'Email is required' then 'Invalid email format', and confirms the link", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/users/auth/forget-password', () =>
        HttpResponse.json({ success: true, message: 'sent' }),
      ),
    );
    const success = vi.spyOn(toast, 'success');
    renderPanels();
    act(() => authPanel.open('forgot'));
    const submit = () => user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await submit();
    await waitFor(() => expect(errorsIn()).toEqual([Msg.emailRequired]));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await submit();
    await waitFor(() => expect(errorsIn()).toEqual([Msg.invalidEmail]));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await submit();
    expect(await screen.findByText(Msg.resetLinkSent)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(Msg.resetLinkSent, ACCOUNT_TOAST_MS);
  });

  it("falls back to 'Invalid email.' on failure", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/users/auth/forget-password', () => new HttpResponse(null, { status: 500 })),
    );
    renderPanels();
    act(() => authPanel.open('forgot'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Msg.forgotInvalidEmail)).toBeInTheDocument();
  });
});

describe('profile panel', () => {
  it("logs out with 'User Logged Out successfully'", async () => {
    const user = userEvent.setup();
    session.set(testUser, fakeToken());
    renderPanels();
    act(() => authPanel.open('profile'));
    expect(screen.getByRole('link', { name: /Your Orders/ })).toHaveAttribute('href', '/yourorder');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(Msg.loggedOut)).toBeInTheDocument();
    expect(session.get().user).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
