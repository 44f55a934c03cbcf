import { useQuery } from '@tanstack/react-query';
import type { AdminSizeChart } from '@vastra/contracts/size-chart';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, QueryState } from '@/components/page';
import { type Choice, FilteredChoices, PickerFieldset } from '@/components/picker-parts';
import { loadSizeChart, sizeChartKey, sizeChartPage, type ChartOwner } from './size-chart-api';
import { ChartForm } from './size-chart-form';

/**
 * The size chart of a category or of one of its subcategories, chosen by name. A product shows
 * its subcategory's chart when it has one, else its category's, else the default chart of its
 * garment kind; the page says which one applies to what is chosen ("Own chart", "Uses Women’s
 * chart"), so staff see what a subcategory inherits.
 */
export function SizeChartPage() {
  const { id = '', subId } = useParams();
  const owner: ChartOwner = { categoryId: id, subId };
  const query = useQuery({
    queryKey: sizeChartKey(owner),
    queryFn: ({ signal }) => loadSizeChart(owner, signal),
    // Moving between the category and its subcategories keeps the picker on screen (its choices
    // are the category's) while the chosen chart loads; another category starts afresh.
    placeholderData: (previous) => (previous?.categoryId === id ? previous : undefined),
  });
  const saved = query.data;
  const loadingOther = query.isPlaceholderData;
  const whose =
    saved?.subcategoryName && !loadingOther
      ? `${saved.categoryName} › ${saved.subcategoryName}`
      : saved?.categoryName;
  return (
    <>
      <PageHeader
        title={whose ? `Size chart: ${whose}` : 'Size chart'}
        description="Body measurements per size, in inches. Sizes left blank are not shown."
        actions={
          <Link to="/categories" className="text-sm underline">
            All categories
          </Link>
        }
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {saved && (
          <div className="flex flex-col gap-4">
            <ChartPicker saved={saved} current={subId ?? ''} />
            {loadingOther ? (
              <p className="text-sm text-ink-muted" aria-busy="true">
                Loading the chart…
              </p>
            ) : (
              <>
                <ChartSource saved={saved} />
                <ChartForm key={sizeChartKey(owner).join('/')} owner={owner} saved={saved} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

/**
 * The category or one of its subcategories, by name: choosing one opens its chart. The choice
 * shown is the address's (`current`), so it moves at once, before the chart it opens has loaded.
 */
function ChartPicker({ saved, current }: { saved: AdminSizeChart; current: string }) {
  const navigate = useNavigate();
  const choices = useMemo<Choice[]>(
    () => [
      { id: '', name: `${saved.categoryName} (the whole category)` },
      ...saved.subcategories.map((s) => ({
        id: s.id,
        name: `${s.name}${s.ownChart ? ' · own chart' : ''}`,
      })),
    ],
    [saved],
  );
  return (
    <PickerFieldset
      label="Chart for"
      hint={`A subcategory’s own chart replaces ${saved.categoryName}’s for its products.`}
    >
      <FilteredChoices
        choices={choices}
        plural="subcategories"
        pending={false}
        failed={false}
        input={(c) => (
          <input
            type="radio"
            name="chart-owner"
            checked={c.id === current}
            onChange={() =>
              navigate(sizeChartPage({ categoryId: saved.categoryId, subId: c.id || undefined }))
            }
          />
        )}
      />
    </PickerFieldset>
  );
}

/** Which chart the storefront shows for what is chosen, and why. */
function ChartSource({ saved }: { saved: AdminSizeChart }) {
  const name = saved.subcategoryName ?? saved.categoryName;
  const [label, detail] =
    saved.applies === 'own'
      ? ['Own chart', `The storefront shows it for every product in ${name}.`]
      : saved.applies === 'category'
        ? [
            `Uses ${saved.categoryName}’s chart`,
            `${name} has no chart of its own; one saved here replaces it for ${name} only.`,
          ]
        : [
            'Uses the default charts',
            `${saved.subcategoryName ? `Neither ${name} nor ${saved.categoryName} has` : `${name} has no`} chart of its own: the storefront shows the default chart of each product’s kind.`,
          ];
  return (
    <p className="text-sm text-ink-muted" aria-live="polite">
      <strong className="font-semibold text-ink">{label}.</strong> {detail}
    </p>
  );
}
