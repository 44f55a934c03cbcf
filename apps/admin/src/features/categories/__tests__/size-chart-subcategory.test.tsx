import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeChartMsg, type AdminSizeChart } from '@vastra/contracts/size-chart';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { SizeChartPage } from '../size-chart-page';

const CAT = '64b0000000000000000000c1';
const SAREES = '64b0000000000000000000d1';
const DUPATTAS = '64b0000000000000000000d2';
const CAT_PATH = `/api/admin/categories/${CAT}/size-chart`;
const SUB_PATH = `/api/admin/categories/${CAT}/subcategories/${SAREES}/size-chart`;

const womenChart = {
  measurements: ['bust' as const],
  rows: [{ size: 'M', inches: [36] }],
  howToMeasure: '',
};

const women = (): AdminSizeChart => ({
  categoryId: CAT,
  categoryName: 'Women',
  subcategoryId: null,
  subcategoryName: null,
  applies: 'own',
  subcategories: [
    { id: SAREES, name: 'Sarees', ownChart: false },
    { id: DUPATTAS, name: 'Dupattas', ownChart: false },
  ],
  sizes: ['S', 'M'],
  chart: womenChart,
  editVersion: 1,
});

const sarees = (chart: AdminSizeChart['chart'], editVersion: number): AdminSizeChart => ({
  ...women(),
  subcategoryId: SAREES,
  subcategoryName: 'Sarees',
  applies: chart ? 'own' : 'category',
  subcategories: [
    { id: SAREES, name: 'Sarees', ownChart: chart !== null },
    { id: DUPATTAS, name: 'Dupattas', ownChart: false },
  ],
  sizes: ['Free Size'],
  chart,
  editVersion,
});

describe('a subcategory’s size chart in the back office', () => {
  it('is chosen by name, says it uses its category’s chart, saves its own and removes it', async () => {
    signInAs('staff');
    let current = sarees(null, 0);
    // The subcategory's first answer waits until the test lets it go.
    let answerSub = () => {};
    const subHeld = new Promise<void>((resolve) => (answerSub = resolve));
    const calls = mockFetch({
      [`GET ${CAT_PATH}`]: () => ({ success: true, data: women() }),
      [`GET ${SUB_PATH}`]: async () => {
        await subHeld;
        return { success: true, data: current };
      },
      [`PUT ${SUB_PATH}`]: ({ body }) => {
        const b = body as { chart: AdminSizeChart['chart'] };
        current = sarees(b.chart, current.editVersion + 1);
        return {
          success: true,
          message: b.chart ? SizeChartMsg.saved : SizeChartMsg.subcategoryCleared('Women'),
          data: current,
        };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<SizeChartPage />, {
      path: `/categories/${CAT}/size-chart`,
      routePath: '/categories/:id/size-chart/:subId?',
    });
    expect(await screen.findByRole('heading', { name: 'Size chart: Women' })).toBeInTheDocument();
    expect(screen.getByText('Own chart.')).toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Chart for' });
    expect(picker).toHaveTextContent('Women (the whole category)');

    // Narrowed by name, then chosen: the subcategory's chart opens.
    await user.type(screen.getByLabelText('Filter subcategories'), 'sar');
    expect(screen.queryByRole('radio', { name: 'Dupattas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sarees' }));
    // The choice moves at once and the picker stays while the subcategory's chart loads.
    expect(screen.getByRole('radio', { name: 'Sarees' })).toBeChecked();
    expect(screen.getByText('Loading the chart…')).toBeInTheDocument();
    answerSub();
    expect(
      await screen.findByRole('heading', { name: 'Size chart: Women › Sarees' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/categories/${CAT}/size-chart/${SAREES}`);
    expect(screen.getByText('Uses Women’s chart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove this chart' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Length'));
    await user.type(screen.getByLabelText('Length of size Free Size, inches'), '42');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByText('Own chart.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sarees · own chart' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove this chart' }));
    expect(await screen.findByText('Uses Women’s chart.')).toBeInTheDocument();
    expect(await screen.findByText(SizeChartMsg.subcategoryCleared('Women'))).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
        [
          SUB_PATH,
          {
            versionSeen: 0,
            chart: {
              measurements: ['length'],
              rows: [{ size: 'Free Size', inches: [42] }],
              howToMeasure: '',
            },
          },
        ],
        [SUB_PATH, { versionSeen: 1, chart: null }],
      ]),
    );
  });
});
