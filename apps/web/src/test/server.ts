import { setupServer } from 'msw/node';

/**
 * One msw server for component tests. Each test file starts it in `beforeAll`, adds handlers per
 * test with `server.use(...)`, and resets them after each test.
 */
export const server = setupServer();
