import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staffSession } from '@/lib/session';
// jsdom lacks browser APIs the UI uses; the storefront's shims serve both apps.
import '../../../web/src/test/jsdom-shims';

afterEach(() => {
  cleanup();
  staffSession.clear();
  localStorage.clear();
  sessionStorage.clear();
});
