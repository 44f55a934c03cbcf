import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadLayer } from '@vastra/ui/layer';
import '@vastra/ui/test/jsdom-shims';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The modal layer's code loads on demand in the app; tests open layers synchronously, so it is
// loaded once up front (as the idle preload does in a browser).
await preloadLayer();
