import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadLayer } from '../layer';
import './jsdom-shims';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The modal layer's code loads on demand in the apps; tests open layers synchronously, so it is
// loaded once up front (as the idle preload does in a browser).
await preloadLayer();
