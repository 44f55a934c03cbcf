import { Msg } from '@vastra/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authPanel } from '@/entities/session';
import { session } from '@/lib/session';
import { fakeToken, renderRoute, signIn, testUser } from '@/test/render';
import { server } from '@/test/server';
import { AccountShell } from '../components/account-shell';
import { ChangePasswordForm } from '../components/change-password-form';
import { forgetReturn } from '../lib/return-after-sign-in';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  authPanel.close();
  forgetReturn();
});
afterAll(() => server.close());
beforeEach(() => session.clear());

const page = (
  <AccountShell>
    <p>Orders page</p>
  </AccountShell>
);

describe('account area guard', () => {
  it('opens sign-in for a visitor and brings them back after signing in', async () => {
    const { router } = renderRoute(page, {
      path: '/account/orders',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByText('Orders page')).not.toBeInTheDocument();
    await waitFor(() => expect(authPanel.get()).toBe('signin'));
    // The sign-in flow stores the session, closes the panel and goes home…
    act(() => {
      session.set(testUser, fakeToken());
      authPanel.close();
      void router.navigate('/');
    });
    // …and the visitor is returned to the page they asked for.
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('forgets the return when the panel is closed without signing in', async () => {
    const { router } = renderRoute(page, {
      path: '/account/orders',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    await waitFor(() => expect(authPanel.get()).toBe('signin'));
    act(() => authPanel.close());
    await act(() => router.navigate('/'));
    // A return still pending would navigate on a timer after sign-in: run every timer there is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => session.set(testUser, fakeToken()));
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(router.state.location.pathname).toBe('/');
  });

  it("logs out: 'You have been logged out.', session cleared, home", async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoute(page, {
      path: '/account/orders',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(Msg.accountLoggedOut)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.get().token).toBeNull();
    expect(authPanel.get()).toBeNull();
  });
});

describe('Change Password', () => {
  it('shows field errors in order, clears them when typed into, and stores the new token on success', async () => {
    signIn();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/users/auth/change-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: Msg.passwordChanged,
          data: {
            token: 'new.token.value',
            user: { ...testUser, phone: '9876543210', gender: '', dob: '' },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ChangePasswordForm />, { path: '/account/change-password' });
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(Msg.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.confirmNewRequired)).toBeInTheDocument();
    expect(await screen.findByText(Msg.correctFormErrors)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Old Password'), 'oldsecret1');
    expect(screen.queryByText(Msg.oldPasswordRequired)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(Msg.newPassword8)).toBeInTheDocument();
    expect(screen.getByText(Msg.newConfirmMismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'oldsecret1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(Msg.newPasswordDifferent)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'newsecret22');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'newsecret22');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(Msg.passwordChanged)).toBeInTheDocument();
    expect(bodies).toEqual([{ oldPassword: 'oldsecret1', newPassword: 'newsecret22' }]);
    expect(session.get().token).toBe('new.token.value');
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });
});
