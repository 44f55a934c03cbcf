import type { DayFigures } from '@vastra/contracts/admin/dashboard';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatINR } from '@/lib/format';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const axis = { stroke: 'var(--color-ink-muted)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--color-surface)',
  border: '1px solid var(--color-line)',
  borderRadius: 8,
  color: 'var(--color-ink)',
};

/**
 * Orders and revenue per day over the last 30 days (recharts), each with its figures as a table
 * for screen readers (a chart alone is not readable without sight): the drawings are hidden from
 * assistive technology and out of the tab order (no keyboard layer), the tables carry the figures.
 */
export function SalesCharts({ days }: { days: DayFigures[] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure aria-labelledby="chart-orders" className="min-w-0">
        <figcaption id="chart-orders" className="mb-2 text-sm font-semibold">
          Orders per day
        </figcaption>
        <div aria-hidden className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 8, left: -16, bottom: 0 }}
            >
              <CartesianGrid stroke="var(--color-line)" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={24} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip
                contentStyle={tooltipStyle}
                cursor={{ fill: 'var(--color-surface-muted)' }}
              />
              <Bar
                dataKey="orders"
                name="Orders"
                fill="var(--color-brand-500)"
                radius={[3, 3, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable caption="Orders per day" data={data} value={(d) => String(d.orders)} />
      </figure>
      <figure aria-labelledby="chart-revenue" className="min-w-0">
        <figcaption id="chart-revenue" className="mb-2 text-sm font-semibold">
          Revenue per day
        </figcaption>
        <div aria-hidden className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={data}
              margin={{ top: 4, right: 8, left: 8, bottom: 0 }}
            >
              <CartesianGrid stroke="var(--color-line)" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={24} />
              <YAxis tick={axis} tickFormatter={(v: number) => formatINR(v)} width={72} />
              <Tooltip contentStyle={tooltipStyle} formatter={(v) => formatINR(Number(v))} />
              <Line
                type="monotone"
                dataKey="revenue"
                name="Revenue"
                stroke="var(--color-ink)"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable caption="Revenue per day" data={data} value={(d) => formatINR(d.revenue)} />
      </figure>
    </div>
  );
}

function FiguresTable({
  caption,
  data,
  value,
}: {
  caption: string;
  data: (DayFigures & { label: string })[];
  value: (d: DayFigures) => string;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <tbody>
        {data.map((d) => (
          <tr key={d.date}>
            <th scope="row">{d.label}</th>
            <td>{value(d)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
