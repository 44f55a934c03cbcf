import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDocuments } from '../components/order-documents';

const createObjectURL = vi.fn((_blob: Blob) => 'blob:document');
/** The file names the page saved (jsdom does not navigate to a clicked download link). */
const saved: string[] = [];
beforeAll(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = createObjectURL as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  signIn();
  createObjectURL.mockClear();
  saved.length = 0;
});

const cancelled = order({
  status: 'Cancelled',
  invoice: { number: 'VST/26-27/000007', issuedAt: '2026-11-20T10:00:00.000Z' },
  creditNotes: [
    {
      number: 'VCN/26-27/000002',
      issuedAt: '2026-11-21T10:00:00.000Z',
      kind: 'cancellation',
      amount: 1299,
    },
  ],
});

describe('the order’s tax documents', () => {
  it('offers nothing before the order is confirmed', () => {
    renderRoute(<OrderDocuments order={order({ status: 'Pending', invoice: null })} />);
    expect(screen.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
  });

  it('downloads the invoice and, beside it, the credit note, with the session’s token', async () => {
    const asked: { path: string; auth: string | null }[] = [];
    server.use(
      http.get('/api/orders/:id/invoice', ({ request }) => {
        asked.push({
          path: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
        });
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
      http.get('/api/orders/:id/credit-notes/:number', ({ request, params }) => {
        asked.push({ path: String(params.number), auth: request.headers.get('authorization') });
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    renderRoute(<OrderDocuments order={cancelled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download credit note VCN/26-27/000002' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(asked.map((a) => a.path)).toEqual([
      `/api/orders/${cancelled._id}/invoice`,
      'VCN/26-27/000002',
    ]);
    expect(asked.every((a) => a.auth?.startsWith('Bearer '))).toBe(true);
    expect(saved).toEqual(['VST-26-27-000007.pdf', 'VCN-26-27-000002.pdf']);
  });

  it('says why a download failed', async () => {
    server.use(
      http.get('/api/orders/:id/invoice', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'An invoice is issued once the order is confirmed.',
            code: 'NOT_INVOICED',
          },
          { status: 409 },
        ),
      ),
    );
    renderRoute(<OrderDocuments order={cancelled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await findToast('An invoice is issued once the order is confirmed.', 'error');
  });
});
