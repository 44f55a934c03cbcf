import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/render';
import { api, ApiError, setSignedOutHandler } from '../api';
import { STAFF_SESSION_KEY, staffSession } from '../session';

const staff = {
  _id: 's1',
  name: 'Meera',
  email: 'meera@vastra.test',
  role: 'staff' as const,
  active: true,
};

afterEach(() => setSignedOutHandler(() => undefined));

describe('the admin API client', () => {
  it('sends the staff token, never the storefront shopper token', async () => {
    localStorage.setItem('token', 'shopper-token');
    staffSession.set(staff, 'staff-token');
    const calls = mockFetch({ 'GET /api/admin/products': () => ({ items: [] }) });
    await api('/admin/products', { query: { page: 2, q: '', sort: '-createdAt' } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(calls[0]?.url.search).toBe('?page=2&sort=-createdAt');
    expect(JSON.parse(localStorage.getItem(STAFF_SESSION_KEY) ?? '{}').token).toBe('staff-token');
  });

  it('ends the staff session on 401 and tells the app to show the sign-in page', async () => {
    staffSession.set(staff, 'staff-token');
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    mockFetch({ 'GET /api/admin/auth/me': () => json(401, { message: 'Please sign in again.' }) });
    await expect(api('/admin/auth/me')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in again.',
    });
    expect(staffSession.get().token).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('keeps the session on 403 and carries the server’s message', async () => {
    staffSession.set(staff, 'staff-token');
    mockFetch({
      'POST /api/admin/staff': () => json(403, { message: 'Only the owner can do this' }),
    });
    const err = await api('/admin/staff', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Only the owner can do this');
    expect(staffSession.get().token).toBe('staff-token');
  });
});
