import { AccountMsg, Msg, type ProfileResponse } from '@vastra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { renderRoute, signIn, testUser } from '@/test/render';
import { server } from '@/test/server';
import { ProfileForm } from '../components/profile-form';
import { ResetPasswordForm } from '../components/reset-password-form';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => session.clear());

const token = 'a'.repeat(64);

describe('Reset Password', () => {
  it('checks both fields, the match and the 6-character minimum, in that order', async () => {
    const user = userEvent.setup();
    renderRoute(<ResetPasswordForm token={token} />, {
      path: `/reset-password/${token}`,
      routePath: '/reset-password/:token',
    });
    const submit = screen.getByRole('button', { name: 'Change Password' });
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(Msg.bothFieldsRequired),
    );
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(Msg.passwordsDoNotMatch),
    );
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(Msg.resetPassword6));
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('resets with the token and goes home a second later', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/users/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Your password has been reset.' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute(<ResetPasswordForm token={token} />, {
      path: `/reset-password/${token}`,
      routePath: '/reset-password/:token',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token, newPassword: 'newpass1' }]);
    expect(router.state.location.pathname).toBe(`/reset-password/${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message for a bad token and stays", async () => {
    server.use(
      http.post('/api/users/auth/reset-password', () =>
        HttpResponse.json(
          { success: false, message: Msg.invalidToken, code: 'BAD_REQUEST' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<ResetPasswordForm token="nope" />, {
      path: '/reset-password/nope',
      routePath: '/reset-password/:token',
    });
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getByText(Msg.invalidToken, { selector: 'p[role=alert]' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});

describe('My Profile', () => {
  const profile: ProfileResponse = {
    success: true,
    data: {
      _id: testUser._id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      gender: 'female',
      dob: '1994-06-02',
    },
  };

  it('validates, saves ("Saving..."), and updates the stored user', async () => {
    signIn();
    const puts: unknown[] = [];
    server.use(
      http.get('/api/users/profile', () => HttpResponse.json(profile)),
      http.put('/api/users/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        puts.push(body);
        return HttpResponse.json({
          success: true,
          message: Msg.profileUpdated,
          data: { ...profile.data, ...body },
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ProfileForm />, { path: '/account/profile' });
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Birthday')).toHaveValue('1994-06-02');
    await user.clear(name);
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '012ab34');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('01234');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(Msg.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.mobileHint, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.type(name, 'Asha R');
    await user.type(screen.getByLabelText('Mobile Number'), '567890');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(Msg.profileUpdated)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        name: 'Asha R',
        phone: '1234567890',
        email: 'asha@example.com',
        gender: 'female',
        dob: '1994-06-02',
      },
    ]);
    expect(session.get().user?.name).toBe('Asha R');
  });
  it("falls back to 'Failed to fetch profile data.' and 'Failed to update profile.'", async () => {
    signIn();
    server.use(http.get('/api/users/profile', () => new HttpResponse(null, { status: 500 })));
    const { unmount } = renderRoute(<ProfileForm />, { path: '/account/profile' });
    expect(await screen.findByText(Msg.profileFetchFailed)).toBeInTheDocument();
    unmount();

    server.use(
      http.get('/api/users/profile', () => HttpResponse.json(profile)),
      http.put('/api/users/profile', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderRoute(<ProfileForm />, { path: '/account/profile' });
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(Msg.profileUpdateFailed)).toBeInTheDocument();
  });
});

describe('My Profile: changing the e-mail', () => {
  it('asks for the current password, sends it, and keeps the new session token', async () => {
    signIn();
    const puts: Record<string, string>[] = [];
    server.use(
      http.get('/api/users/profile', () =>
        HttpResponse.json({
          success: true,
          data: {
            _id: testUser._id,
            name: 'Asha Rao',
            email: 'asha@example.com',
            phone: '9876543210',
            gender: '',
            dob: '',
          },
        }),
      ),
      http.put('/api/users/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        puts.push(body);
        return HttpResponse.json({
          success: true,
          message: Msg.profileUpdated,
          data: { _id: testUser._id, ...body, currentPassword: undefined },
          token: 'new.session.token',
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ProfileForm />, { path: '/account/profile' });
    const email = await screen.findByLabelText('Email ID');
    expect(screen.queryByLabelText(AccountMsg.currentPasswordLabel)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(AccountMsg.currentPasswordForEmail)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.type(screen.getByLabelText(AccountMsg.currentPasswordLabel), 'my-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(Msg.profileUpdated)).toBeInTheDocument();
    expect(puts[0]).toMatchObject({ email: 'asha.new@example.com', currentPassword: 'my-secret' });
    expect(session.get().token).toBe('new.session.token');
  });
});
