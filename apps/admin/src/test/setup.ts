import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staffSession } from '@/lib/session';
// jsdom lacks browser APIs the design system's primitives use.
import '@vastra/ui/test/jsdom-shims';

afterEach(() => {
  cleanup();
  staffSession.clear();
  localStorage.clear();
  sessionStorage.clear();
});
