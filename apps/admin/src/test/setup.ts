import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToaster } from '@vastra/ui/toast';
import { staffSession } from '@/lib/session';
// jsdom lacks browser APIs the design system's primitives use.
import '@vastra/ui/test/jsdom-shims';

// A busy machine (a full CI run, or other test processes beside this one) can take seconds to render
// what takes milliseconds alone, so every findBy*/waitFor waits up to 10 s instead of the default
// 1 s. A passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  staffSession.clear();
  localStorage.clear();
  sessionStorage.clear();
});

// The toast stack loads with the first toast in the app; tests have it up front.
await loadToaster();
