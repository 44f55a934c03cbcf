import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import type { StaffRole } from '@/lib/roles';
import { staffSession, type StaffUser } from '@/lib/session';

function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function testStaff(role: StaffRole = 'owner'): StaffUser {
  return {
    _id: '64b0000000000000000000a1',
    name: 'Meera Shah',
    email: 'meera@vastra.test',
    role,
    active: true,
  };
}

export function signInAs(role: StaffRole = 'owner'): StaffUser {
  const staff = testStaff(role);
  staffSession.set(staff, 'staff-token');
  return staff;
}

/** `element` at `path` (route pattern `routePath`) in a memory router with React Query and toasts. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    routePath,
    routes = [],
    client = testQueryClient(),
  }: { path?: string; routePath?: string; routes?: RouteObject[]; client?: QueryClient } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; client: QueryClient } {
  const router = createMemoryRouter(
    [
      { path: routePath ?? path.split('?')[0], element },
      ...routes,
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** A fetch stand-in: answers by `METHOD /path` (query ignored) and records every call. */
export function mockFetch(
  handlers: Record<string, (req: { body: unknown; url: URL; init: RequestInit }) => unknown>,
) {
  const calls: { method: string; path: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    calls.push({ method, path: url.pathname, url, body, headers: new Headers(init.headers) });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'not mocked' }), { status: 404 });
    const out = await handler({ body, url, init });
    if (out instanceof Response) return out;
    return new Response(JSON.stringify(out), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fn as typeof fetch;
  return calls;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
