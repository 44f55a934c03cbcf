import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadLayer } from '@vastra/ui/layer';
import { loadToaster } from '@vastra/ui/toast';
import '@vastra/ui/test/jsdom-shims';

// A busy machine (a full CI run, or other test processes beside this one) can take seconds to render
// what takes milliseconds alone, so every findBy*/waitFor waits up to 10 s instead of the default
// 1 s. A passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The modal layer's code loads on demand in the app; tests open layers synchronously, so it is
// loaded once up front (as the idle preload does in a browser).
await preloadLayer();
// So is the toast stack, which the app loads with the first toast.
await loadToaster();
