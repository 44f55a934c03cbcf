/**
 * Counters behind the one summary line each abuse group prints:
 *   [abuse] <group>: tried=N rejectedCorrectly=N 5xx=N recordsChanged=N …
 * "tried" counts requests sent; "rejectedCorrectly" those answered as the group expects (a 4xx
 * with a message, a 401, a 429 with Retry-After…); "5xx" every server error seen; "recordsChanged"
 * the records a rejected or forbidden request changed (must stay 0).
 */
export class Tally {
  tried = 0;
  rejectedCorrectly = 0;
  serverErrors = 0;
  recordsChanged = 0;
  readonly extra = new Map<string, number | string>();
  /** Human descriptions of what went wrong, for the assertion message. */
  readonly failures: string[] = [];

  constructor(readonly group: string) {}

  /** Counts one response: its status class and whether it was the expected rejection. */
  saw(status: number, rejectedAsExpected: boolean): void {
    this.tried += 1;
    if (status >= 500) this.serverErrors += 1;
    if (rejectedAsExpected) this.rejectedCorrectly += 1;
  }

  fail(description: string): void {
    if (this.failures.length < 50) this.failures.push(description);
  }

  set(key: string, value: number | string): void {
    this.extra.set(key, value);
  }

  line(): string {
    const extra = [...this.extra].map(([k, v]) => ` ${k}=${v}`).join('');
    return `[abuse] ${this.group}: tried=${this.tried} rejectedCorrectly=${this.rejectedCorrectly} 5xx=${this.serverErrors} recordsChanged=${this.recordsChanged}${extra}`;
  }

  print(): void {
    console.info(this.line());
  }
}

/** Stack frames, driver errors and schema internals that must never reach a client. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|Mongo\w*Error|E11000|Cast to ObjectId|mongoose|ValidationError: |\bstack\b/i;

/** The error body contract every 4xx/5xx must follow: a human message, a code, no internals. */
export function hasErrorMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { success?: unknown; message?: unknown; code?: unknown };
  return (
    b.success === false &&
    typeof b.message === 'string' &&
    b.message.trim().length > 0 &&
    typeof b.code === 'string' &&
    !INTERNALS.test(JSON.stringify(body))
  );
}

/** A short printable form of a request body/value for failure messages. */
export function preview(value: unknown, max = 160): string {
  let s: string;
  try {
    s = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    s = String(value);
  }
  if (s === undefined) s = String(value);
  return s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s;
}
