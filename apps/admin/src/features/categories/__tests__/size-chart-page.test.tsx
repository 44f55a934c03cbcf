import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import { SizeChartMsg, type AdminSizeChart } from '@vastra/contracts/size-chart';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { SizeChartPage } from '../size-chart-page';

const CAT = '64b0000000000000000000c1';
const PATH = `/api/admin/categories/${CAT}/size-chart`;
const saved = (over: Partial<AdminSizeChart> = {}): AdminSizeChart => ({
  categoryId: CAT,
  categoryName: 'Kurtas',
  subcategoryId: null,
  subcategoryName: null,
  applies: 'own',
  subcategories: [],
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

  it('on a save over a newer chart, says who changed which cells and reloads keeping mine', async () => {
    signInAs('staff');
    // Version 2 is what this page opens; version 3 is another person's save meanwhile: M's chest
    // 40 → 41 and new words.
    const theirs = saved({
      editVersion: 3,
      chart: {
        measurements: ['chest', 'length'],
        rows: [
          { size: 'S', inches: [38, 39] },
          { size: 'M', inches: [41, 40] },
        ],
        howToMeasure: 'Theirs',
      },
    });
    let current = saved();
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ success: true, data: current }),
      [`PUT ${PATH}`]: ({ body }) => {
        const b = body as { chart: AdminSizeChart['chart']; versionSeen: number };
        if (b.versionSeen !== current.editVersion)
          return json(409, {
            success: false,
            code: EDIT_CONFLICT,
            message: EditMsg.editedMeanwhile('asha@vastra.test', 'size chart'),
            issues: [
              {
                path: 'Chest of size M',
                message: EditMsg.fieldChangedMeanwhile('asha@vastra.test', '40', '41'),
              },
              {
                path: 'howToMeasure',
                message: EditMsg.fieldChangedMeanwhile('asha@vastra.test', '(empty)', 'Theirs'),
              },
            ],
          });
        current = saved({ chart: b.chart, editVersion: current.editVersion + 1 });
        return { success: true, message: SizeChartMsg.saved, data: current };
      },
    });
    const user = userEvent.setup();
    open();
    // Mine: S's chest 38 → 37 (they left it), M's chest 40 → 44 (they changed it too), and L.
    const cell = (label: string) => screen.getByLabelText(label);
    await user.clear(await screen.findByLabelText('Chest of size S, inches'));
    await user.type(cell('Chest of size S, inches'), '37');
    await user.clear(cell('Chest of size M, inches'));
    await user.type(cell('Chest of size M, inches'), '44');
    await user.type(cell('Chest of size L, inches'), '42');
    await user.type(cell('Length of size L, inches'), '41');
    current = theirs;
    await user.click(screen.getByRole('button', { name: 'Save chart' }));

    // Who saved, and on each cell they changed, what they changed.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      EditMsg.editedMeanwhile('asha@vastra.test', 'size chart'),
    );
    expect(cell('Chest of size M, inches')).toHaveAccessibleDescription(
      EditMsg.fieldChangedMeanwhile('asha@vastra.test', '40', '41'),
    );
    expect(cell('Chest of size S, inches')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Reload keeping my changes' }));
    // Theirs where both changed a cell; mine everywhere else.
    await waitFor(() => expect(cell('Chest of size M, inches')).toHaveValue('41'));
    expect(screen.getByLabelText(/Shown under the chart/)).toHaveValue('Theirs');
    expect(cell('Chest of size S, inches')).toHaveValue('37');
    expect(cell('Chest of size L, inches')).toHaveValue('42');
    expect(cell('Length of size L, inches')).toHaveValue('41');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByText(SizeChartMsg.saved)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      expect.objectContaining({ versionSeen: 2 }),
      {
        versionSeen: 3,
        chart: {
          measurements: ['chest', 'length'],
          rows: [
            { size: 'S', inches: [37, 39] },
            { size: 'M', inches: [41, 40] },
            { size: 'L', inches: [42, 41] },
          ],
          howToMeasure: 'Theirs',
        },
      },
    ]);
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
