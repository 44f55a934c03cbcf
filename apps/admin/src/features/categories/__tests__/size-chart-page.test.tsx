import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_CONFLICT } from '@vastra/contracts/admin/edit-version';
import { SizeChartMsg, type AdminSizeChart } from '@vastra/contracts/size-chart';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { SizeChartPage } from '../size-chart-page';

const CAT = '64b0000000000000000000c1';
const PATH = `/api/admin/categories/${CAT}/size-chart`;
const saved = (over: Partial<AdminSizeChart> = {}): AdminSizeChart => ({
  categoryId: CAT,
  categoryName: 'Kurtas',
  sizes: ['S', 'M', 'L'],
  chart: {
    measurements: ['chest', 'length'],
    rows: [
      { size: 'S', inches: [38, 39] },
      { size: 'M', inches: [40, 40] },
    ],
    howToMeasure: '',
  },
  editVersion: 2,
  ...over,
});

const open = () =>
  renderRoute(<SizeChartPage />, {
    path: `/categories/${CAT}/size-chart`,
    routePath: '/categories/:id/size-chart',
  });

describe('a category’s size chart in the back office', () => {
  it('lets staff fill in a size and a column and saves the chart with its version', async () => {
    signInAs('staff');
    let current = saved();
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ success: true, data: current }),
      [`PUT ${PATH}`]: ({ body }) => {
        const b = body as { chart: AdminSizeChart['chart'] };
        current = saved({ chart: b.chart, editVersion: 3 });
        return { success: true, message: SizeChartMsg.saved, data: current };
      },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Size chart: Kurtas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Chest of size S, inches')).toHaveValue('38');
    await user.click(screen.getByLabelText('Waist'));
    await user.type(screen.getByLabelText('Chest of size L, inches'), '42');
    await user.type(screen.getByLabelText('Waist of size L, inches'), '36');
    await user.type(screen.getByLabelText('Length of size L, inches'), '41.5');
    await user.type(screen.getByLabelText('Waist of size S, inches'), '32');
    await user.type(screen.getByLabelText('Waist of size M, inches'), '34');
    await user.type(screen.getByLabelText(/Shown under the chart/), 'Measure over a thin shirt.');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        {
          versionSeen: 2,
          chart: {
            measurements: ['chest', 'waist', 'length'],
            rows: [
              { size: 'S', inches: [38, 32, 39] },
              { size: 'M', inches: [40, 34, 40] },
              { size: 'L', inches: [42, 36, 41.5] },
            ],
            howToMeasure: 'Measure over a thin shirt.',
          },
        },
      ]),
    );
    expect(await screen.findByText(SizeChartMsg.saved)).toBeInTheDocument();
  });

  it('says what is wrong before sending a row with a missing value', async () => {
    signInAs('owner');
    const calls = mockFetch({ [`GET ${PATH}`]: () => ({ success: true, data: saved() }) });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Chest of size L, inches'), '42');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SizeChartMsg.positive);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('states a save refused because someone saved meanwhile, and reloads their chart', async () => {
    signInAs('staff');
    let current = saved();
    mockFetch({
      [`GET ${PATH}`]: () => ({ success: true, data: current }),
      [`PUT ${PATH}`]: () => {
        current = saved({ editVersion: 3, chart: { ...saved().chart!, howToMeasure: 'Theirs' } });
        return json(409, {
          success: false,
          code: EDIT_CONFLICT,
          message: 'asha@vastra.test saved this size chart while you were editing.',
          issues: [{ path: 'howToMeasure', message: 'changed' }],
        });
      },
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/Shown under the chart/), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('saved this size chart');
    await user.click(screen.getByRole('button', { name: 'Reload the saved chart' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Shown under the chart/)).toHaveValue('Theirs'),
    );
  });

  it('shows read-only staff the chart without controls', async () => {
    signInAs('readonly');
    mockFetch({ [`GET ${PATH}`]: () => ({ success: true, data: saved() }) });
    open();
    expect(await screen.findByLabelText('Chest of size M, inches')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the default chart' })).not.toBeInTheDocument();
  });
});
