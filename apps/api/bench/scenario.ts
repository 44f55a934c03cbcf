/** A bench scenario: what bench/run.ts loads, and the target it is held to. */
import type autocannon from 'autocannon';

export interface Target {
  /** Least req/s as a share of the bare-Express baseline measured in the same run. */
  ratio?: number;
  /** Most p99 latency (ms) at the scenario's connections. */
  p99?: number;
}

export interface Scenario {
  name: string;
  kind: 'baseline' | 'read' | 'write' | 'revalidate' | 'order';
  url: string;
  options?: Partial<Parameters<typeof autocannon>[0]>;
  /** Connections for the measured run (default: the bench's); no ratio to the baseline then. */
  connections?: number;
  target?: Target;
  /** Statuses that are answers, not failures (a 304 when revalidating, a sold-out 409). */
  expected?: number[];
}
