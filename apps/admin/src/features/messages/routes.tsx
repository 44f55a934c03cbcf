import type { RouteObject } from 'react-router-dom';

/** The messages section's routes (under the signed-in layout); the page loads lazily. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./components/messages-page')).MessagesPage }),
  },
];
