import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { productDetail } from '@/test/fixtures/catalog-pages';
import { renderRoute, signOut } from '@/test/render';
import { server } from '@/test/server';
import { SIZE_CHART_UNAVAILABLE } from '@vastra/contracts/size-guide';
import { http, HttpResponse } from 'msw';
import { ProductDetails } from '../components/product-details';
import { expectNothingToDrop } from '@/test/plain-classes';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  signOut();
  visitorBag.clear();
});
afterAll(() => server.close());

const jeans = productDetail({
  name: 'Slim Fit Jeans',
  garment: 'jeans',
  sizes: ['30', '32', '34'],
  sizeStock: [
    { size: '30', stock: 4 },
    { size: '32', stock: 4 },
    { size: '34', stock: 4 },
  ],
});

const renderPage = (product = jeans) =>
  renderRoute(<ProductDetails product={product} />, { path: `/productdetails/${product._id}` });

describe('size guide', () => {
  it('opens from the size picker, highlights the chosen size, toggles units and closes with Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '32' }));
    await user.click(screen.getByRole('button', { name: 'Size guide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Waist (in)' })).toBeInTheDocument();
    const chosen = within(table).getByRole('row', { name: /^32 Your size/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(chosen).getAllByRole('cell')[0]).toHaveTextContent('32');
    expect(within(table).getByRole('row', { name: /^34/ })).not.toHaveAttribute('aria-current');

    await user.click(within(dialog).getByRole('button', { name: 'cm' }));
    expect(within(dialog).getByRole('button', { name: 'cm' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(table).getByRole('columnheader', { name: 'Waist (cm)' })).toBeInTheDocument();
    // Its classes are joined without tailwind-merge (cx): none of them may compete.
    expectNothingToDrop(dialog);
    // 32 in × 2.54 = 81.28 → 81 cm.
    expect(
      within(within(table).getByRole('row', { name: /^32/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('81');

    expect(within(dialog).getByRole('heading', { name: 'How to measure' })).toBeInTheDocument();
    expect(within(dialog).getByText('Inseam')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  });

  it('shows the category’s own chart and words when the shop has set them', async () => {
    server.use(
      http.get(`/api/category/${jeans.category._id}/size-chart`, () =>
        HttpResponse.json({
          success: true,
          categoryName: 'Denim',
          chart: {
            measurements: ['waist', 'length'],
            rows: [
              { size: '30', inches: [31, 40] },
              { size: '32', inches: [33, 41] },
            ],
            howToMeasure: 'Lay your best-fitting jeans flat.\nMeasure across the waistband.',
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage({ ...jeans, categorySizeChart: true });
    await user.click(screen.getByRole('button', { name: '32' }));
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Length (in)' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Inseam (in)' })).toBeNull();
    const chosen = within(table).getByRole('row', { name: /^32 Your size/ });
    expect(
      within(chosen)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['33', '41']);
    expect(within(dialog).getByText(/^Denim: body measurements/)).toBeInTheDocument();
    expect(within(dialog).getByText('Measure across the waistband.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Inseam')).toBeNull();
  });

  it('highlights no row before a size is chosen', async () => {
    const user = userEvent.setup();
    renderPage(productDetail({ garment: 'shirt' }));
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    expect(
      await within(dialog).findByRole('columnheader', { name: 'Chest (in)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(dialog.querySelector('[aria-current]')).toBeNull();
  });

  it('reads no category chart when the category has none: the default shows', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/size-chart')) asked.push(request.url);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    expect(
      await within(dialog).findByRole('columnheader', { name: 'Inseam (in)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('is offered for a free-size garment whose category has its own chart', async () => {
    const dupatta = productDetail({
      name: 'Chanderi Dupatta',
      garment: 'dupatta',
      sizes: ['Free Size'],
      sizeStock: [{ size: 'Free Size', stock: 3 }],
      categorySizeChart: true,
    });
    server.use(
      http.get(`/api/category/${dupatta.category._id}/size-chart`, () =>
        HttpResponse.json({
          success: true,
          categoryName: 'Dupattas',
          chart: {
            measurements: ['length'],
            rows: [{ size: 'Free Size', inches: [90] }],
            howToMeasure: 'Each dupatta is 2.3 m long and 1 m wide.',
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage(dupatta);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Size', 'Length (in)']);
    // The only size is chosen from the start.
    const chosen = within(table).getByRole('row', { name: /^Free Size Your size/ });
    expect(within(chosen).getByRole('cell')).toHaveTextContent('90');
    expect(within(dialog).getByText(/^Dupattas: body measurements/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Each dupatta is 2.3 m long and 1 m wide.'),
    ).toBeInTheDocument();
  });

  it('asks for the product’s subcategory’s chart, which the shop names as its own', async () => {
    const saree = productDetail({
      name: 'Banarasi Saree',
      garment: 'saree',
      sizes: ['Free Size'],
      sizeStock: [{ size: 'Free Size', stock: 3 }],
      category: { _id: 'a'.repeat(24), name: 'Women' },
      subcategory: { _id: 'b'.repeat(24), name: 'Sarees' },
      categorySizeChart: true,
    });
    server.use(
      // The category's chart unless the subcategory is asked for by id.
      http.get(`/api/category/${'a'.repeat(24)}/size-chart`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('subcategory') === 'b'.repeat(24)
            ? {
                success: true,
                categoryName: 'Sarees',
                chart: {
                  measurements: ['bust'],
                  rows: [{ size: 'Free Size', inches: [38] }],
                  howToMeasure: 'The blouse piece is unstitched: measure your bust.',
                },
              }
            : { success: true, categoryName: 'Women', chart: null },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage(saree);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Bust (in)' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Sarees: body measurements/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('The blouse piece is unstitched: measure your bust.'),
    ).toBeInTheDocument();
  });

  it('says so when a free-size garment’s category chart cannot be read', async () => {
    const dupatta = productDetail({
      garment: 'dupatta',
      sizes: ['Free Size'],
      sizeStock: [{ size: 'Free Size', stock: 3 }],
      categorySizeChart: true,
    });
    server.use(
      http.get(`/api/category/${dupatta.category._id}/size-chart`, () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(dupatta);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, { timeout: 10_000 });
    expect(
      await within(dialog).findByText(SIZE_CHART_UNAVAILABLE, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('is not offered for free-size garments or products without a garment kind', () => {
    renderPage(
      productDetail({
        garment: 'saree',
        sizes: ['Free Size'],
        sizeStock: [{ size: 'Free Size', stock: 3 }],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Select Size' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });
});

describe('fit note', () => {
  it('says nothing until three reviewers answered', () => {
    renderPage({ ...jeans, fit: { small: 1, true: 1, large: 0 } });
    expect(screen.queryByTestId('fit-note')).not.toBeInTheDocument();
  });

  it('advises a size up when most say it runs small, above the size picker', () => {
    renderPage({ ...jeans, fit: { small: 3, true: 1, large: 0 } });
    const note = screen.getByTestId('fit-note');
    expect(note).toHaveTextContent('Most shoppers say this runs small — consider a size up');
    const heading = screen.getByRole('heading', { name: 'Select Size' });
    expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the true-to-size share', () => {
    renderPage({ ...jeans, fit: { small: 1, true: 4, large: 0 } });
    expect(screen.getByTestId('fit-note')).toHaveTextContent('True to size, say 80% of reviewers');
  });
});
