import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * One msw server for component tests. Each test file starts it in `beforeAll`, adds handlers per
 * test with `server.use(...)`, and resets them after each test. A delivered order's page asks
 * for its exchanges: by default it has none and no other size to offer.
 * The size guide asks for its category's chart: by default there is none.
 */
export const server = setupServer(
  http.get('/api/orders/:id/exchanges', () =>
    HttpResponse.json({ success: true, exchanges: [], options: [] }),
  ),
  http.get('/api/category/:id/size-chart', () =>
    HttpResponse.json({ success: true, categoryName: 'Men', chart: null }),
  ),
);
