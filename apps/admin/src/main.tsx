import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { themeStore } from '@vastra/ui/use-theme';
import { Toaster } from '@/components/toast';
import { setSignedOutHandler } from '@/lib/api';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import '@fontsource-variable/inter/wght.css';
import './index.css';

themeStore.reset();
const router = createRouter();
setSignedOutHandler(() => {
  queryClient.clear();
  const here = `${router.state.location.pathname}${router.state.location.search}`;
  void router.navigate(`/sign-in?next=${encodeURIComponent(here)}`, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
