import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster, toast, TOAST_REGION_LABEL, type ToastKind } from '@vastra/ui/toast';
import { session, type SessionUser } from '@/lib/session';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** A JWT-shaped token that expires in an hour (the client checks `exp` before each call). */
export function fakeToken(): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export const testUser: SessionUser = {
  _id: '64b000000000000000000001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
};

export function signIn(user: SessionUser = testUser): void {
  session.set(user, fakeToken());
}

export function signOut(): void {
  session.clear();
}

export interface RenderRouteOptions {
  /** Starting URL (and navigation state). */
  path?: string;
  state?: unknown;
  /** Extra routes next to the one under test (e.g. where it navigates). */
  routes?: RouteObject[];
  client?: QueryClient;
  /** Route pattern for `element` (default: the path without its query). */
  routePath?: string;
}

/** Renders `element` at `path` in a memory router with React Query and the toaster. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    state,
    routes = [],
    client = testQueryClient(),
    routePath,
  }: RenderRouteOptions = {},
): RenderResult & { client: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  toast.clear();
  const [pathname = '/', search] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: routePath ?? pathname, element },
      ...routes,
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
  );
  const result = render(
    <Wrapper client={client}>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { ...result, client, router };
}

export function Wrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

/** The toast showing `text` (waits for it), checked to be of `kind` when given. */
export async function findToast(text: string, kind?: ToastKind): Promise<HTMLElement> {
  const region = await screen.findByRole('region', {
    name: new RegExp(`^${TOAST_REGION_LABEL}`),
  });
  const item = (await within(region).findByText(text)).closest<HTMLElement>('[data-sonner-toast]');
  if (!item) throw new Error(`"${text}" is not in a toast`);
  if (kind && item.dataset.type !== kind)
    throw new Error(`toast "${text}" is ${item.dataset.type}, not ${kind}`);
  return item;
}
