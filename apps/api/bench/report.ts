/** The bench's table and its targets (PASS/MISS, printed only: timing never fails the bench). */
import type { Result } from 'autocannon';
import type { Scenario } from './scenario';
import type { StockCheck } from './protocol';

export interface Row {
  scenario: Scenario;
  result: Result;
  /** Baseline req/s measured right before this scenario (the machine is shared: load drifts). */
  baselineRps: number;
  /** Latency of the warm-up on one connection: the endpoint's own time, without queueing. */
  alone: { p50: number; p99: number } | null;
  /** The API process during the measured run: CPU used (1 = one core) and event-loop busy share. */
  api: { cpu: number; loop: number } | null;
  /** CPU of the wire engine's own process (BENCH_ENGINE_PROCESS=1), else null. */
  engineCpu: number | null;
  connections: number;
}

const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const HEAD = [
  'scenario',
  'req/s',
  'answered',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  '5xx',
  '1-conn p50/p99',
  'baseline',
  '× baseline',
  'target',
  'loop',
  'cpu ms/req (+db)',
];
const WIDTHS = [52, 9, 9, 8, 8, 8, 7, 8, 5, 15, 9, 11, 18, 5, 18];
const tableLine = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i] ?? 10) : c.padStart(WIDTHS[i] ?? 8))).join(' ');

export function printHeader(): void {
  console.info(tableLine(HEAD));
  console.info('-'.repeat(WIDTHS.reduce((a, b) => a + b + 1, 0)));
}

/** Non-2xx answers that are not expected (a 304 when revalidating, a sold-out 409 when ordering). */
export function unexpectedNon2xx({ scenario, result: r }: Row): number {
  const expected = (scenario.expected ?? []).reduce(
    (n, code) =>
      n + (r.statusCodeStats[String(code) as keyof typeof r.statusCodeStats]?.count ?? 0),
    0,
  );
  return r.non2xx - expected;
}

const ratioOf = (row: Row) =>
  row.scenario.kind === 'baseline' ? 1 : row.result.requests.average / row.baselineRps;

function targetText(s: Scenario): string {
  const parts: string[] = [];
  if (s.target?.ratio !== undefined) parts.push(`≥${(s.target.ratio * 100).toFixed(0)}%`);
  if (s.target?.p99 !== undefined) parts.push(`p99≤${s.target.p99}`);
  return parts.join(' ');
}

/** CPU time of the API process per answered request (and of the engine's own process, if any). */
function cpuPerRequest(row: Row): string {
  const seconds = row.result.duration;
  const n = row.result.requests.total;
  if (!row.api || n === 0) return 'n/a';
  const per = (cpu: number) => ((cpu * seconds * 1000) / n).toFixed(2);
  return per(row.api.cpu) + (row.engineCpu === null ? '' : ` +${per(row.engineCpu)}`);
}

export function printRow(row: Row): void {
  const { scenario, result: r, baselineRps, alone } = row;
  const ms1 = (n: number) => (n < 1 ? '<1' : fmt(n));
  const answered = r.requests.total;
  const ms = (n: number, d: number) => (answered > 0 ? fmt(n, d) : 'n/a');
  console.info(
    tableLine([
      scenario.name.slice(0, 52),
      fmt(r.requests.average, r.requests.average < 10 ? 1 : 0),
      fmt(answered),
      ms(r.latency.p50, 1),
      ms(r.latency.p99, 1),
      ms(r.latency.max, 0),
      String(r.errors + r.timeouts),
      String(unexpectedNon2xx(row)),
      String(r['5xx']),
      alone === null ? '' : `${ms1(alone.p50)}/${ms1(alone.p99)}`,
      scenario.kind === 'baseline' ? '' : fmt(baselineRps),
      scenario.kind === 'baseline' || scenario.connections !== undefined
        ? ''
        : ratioOf(row).toFixed(3),
      targetText(scenario),
      row.api ? `${(row.api.loop * 100).toFixed(0)}%` : '',
      row.api ? cpuPerRequest(row) : '',
    ]),
  );
}

/** One PASS/MISS line per scenario with a target, then errors and the oversell check. */
export function printTargets(rows: Row[], stock: StockCheck[] | null): void {
  console.info('\nTargets:');
  for (const row of rows) {
    const t = row.scenario.target;
    if (!t) continue;
    const r = row.result;
    const answered = r.requests.total > 0;
    const ratio = ratioOf(row);
    const ok =
      answered &&
      (t.ratio === undefined || ratio >= t.ratio) &&
      (t.p99 === undefined || r.latency.p99 <= t.p99) &&
      r.errors + r.timeouts === 0 &&
      unexpectedNon2xx(row) === 0;
    const said = [
      row.scenario.connections === undefined
        ? `${(ratio * 100).toFixed(1)} % of baseline${t.ratio === undefined ? '' : ` (target ≥ ${t.ratio * 100} %)`}`
        : null,
      `p99 ${answered ? `${fmt(r.latency.p99)} ms` : 'n/a'}${t.p99 === undefined ? '' : ` (target ≤ ${t.p99} ms)`}`,
      `${row.connections} conn`,
    ];
    console.info(
      `  ${ok ? 'PASS' : 'MISS'}  ${row.scenario.name}: ${said.filter(Boolean).join(', ')}`,
    );
  }
  const order = rows.find((r) => r.scenario.kind === 'order');
  if (order) {
    const placed = order.result.statusCodeStats['201']?.count ?? 0;
    const refused = order.result.statusCodeStats['409']?.count ?? 0;
    const seconds = order.result.duration;
    console.info(
      `  ----  COD orders: ${placed} placed, ${refused} refused as sold out, in ${seconds.toFixed(1)} s = ${fmt(placed / seconds, 1)} orders/s`,
    );
  }
  if (stock) {
    for (const s of stock) {
      const ok = s.left >= 0 && s.left + s.sold === s.stock;
      console.info(
        `  ${ok ? 'PASS' : 'MISS'}  no oversell, product ${s.productId} size ${s.size ?? '-'}: ${s.stock} in stock at the start, ${s.sold} in orders, ${s.left} left (${s.left + s.sold === s.stock ? 'adds up' : 'does NOT add up'})`,
      );
    }
  }
  const api = rows.filter((r) => r.scenario.kind !== 'baseline');
  const errors = api.reduce((a, r) => a + r.result.errors + r.result.timeouts, 0);
  const fives = api.reduce((a, r) => a + r.result['5xx'], 0);
  const unexpected = api.reduce((a, r) => a + unexpectedNon2xx(r), 0);
  console.info(
    `  ${errors === 0 && fives === 0 && unexpected === 0 ? 'PASS' : 'MISS'}  zero errors: ${errors} errors/timeouts, ${fives} 5xx, ${unexpected} other non-2xx`,
  );
}
