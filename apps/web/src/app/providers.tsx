import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@vastra/ui/toast';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
      <AppReady />
    </QueryClientProvider>
  );
}

/**
 * Marks <html data-app-ready="1"> once the app has mounted: on a server-rendered page, once
 * hydration has made it interactive (the browser journeys wait for it before clicking).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '1';
  }, []);
  return null;
}
