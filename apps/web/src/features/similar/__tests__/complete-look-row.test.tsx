import type { CompleteTheLookResponse } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { CompleteLookRow } from '../components/complete-look-row';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ID = '64c000000000000000000001';
const answer = (products: CompleteTheLookResponse['products']): CompleteTheLookResponse => ({
  success: true,
  from: 'look',
  products,
});

describe('Complete the look', () => {
  it('asks for the product’s look and shows its products as a row of cards, in the answer’s order', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/products/individual/:id/complete-the-look', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(
          answer([
            product({ _id: '64c0000000000000000000a1', name: 'Indigo Jeans' }),
            product({ _id: '64c0000000000000000000a2', name: 'Olive Jacket', stock: 0 }),
          ]),
        );
      }),
    );
    renderRoute(<CompleteLookRow productId={ID} />);
    const section = await screen.findByRole('region', { name: 'Complete the look' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Indigo Jeans',
      'Olive Jacket',
    ]);
    // A row of links to the products, without the cards' own Add to Bag.
    expect(within(section).queryByRole('button', { name: /add to bag/i })).toBeNull();
    expect(asked).toEqual([ID]);
  });

  it('draws nothing when there is nothing to pair, or the call fails', async () => {
    let calls = 0;
    server.use(
      http.get('/api/products/individual/:id/complete-the-look', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(answer([]))
          : HttpResponse.json(
              { success: false, message: 'Product Not Found', code: 'NOT_FOUND' },
              { status: 404 },
            );
      }),
    );
    const first = renderRoute(<CompleteLookRow productId={ID} />);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByRole('region', { name: 'Complete the look' })).toBeNull();
    first.unmount();
    renderRoute(<CompleteLookRow productId="64c000000000000000000002" />);
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByRole('region', { name: 'Complete the look' })).toBeNull();
  });
});
