/** Called once the changes it waited for are durable, or with the error that stopped the journal. */
export type DurableCallback = (err?: Error) => void;

/**
 * The replies waiting for journal batches, in the order they asked (targets only grow). A waiter on
 * the open (unsealed) batch also keeps its mark: how many of the open changes it waits for, so the
 * journal can seal part of the batch and move the others' target to the next one.
 */
export class Waiters {
  private seqs: number[] = [];
  private cbs: DurableCallback[] = [];
  /** Per waiter: its count of open changes (0: it waits for a sealed batch). */
  private marks: number[] = [];

  get size(): number {
    return this.cbs.length;
  }

  add(targetSeq: number, mark: number, cb: DurableCallback): void {
    this.seqs.push(targetSeq);
    this.cbs.push(cb);
    this.marks.push(mark);
  }

  /** The marks of the waiters on the open batch, ascending. */
  openMarks(): number[] {
    return this.marks.filter((m) => m > 0);
  }

  /**
   * The first `count` open changes were sealed as batch `seq`: waiters on them now wait for it,
   * waiters on the changes after them for batch `seq + 1`.
   */
  sealed(count: number, seq: number): void {
    for (let i = 0; i < this.marks.length; i += 1) {
      const mark = this.marks[i] as number;
      if (mark === 0) continue;
      if (mark <= count) this.marks[i] = 0;
      else {
        this.marks[i] = mark - count;
        this.seqs[i] = seq + 1;
      }
    }
  }

  /** Calls back every waiter whose batch is at or before `seq`. */
  release(seq: number): void {
    let n = 0;
    while (n < this.seqs.length && (this.seqs[n] as number) <= seq) n += 1;
    if (n === 0) return;
    const cbs = this.cbs.splice(0, n);
    this.seqs.splice(0, n);
    this.marks.splice(0, n);
    for (const cb of cbs) cb();
  }

  /** Calls back with `err` every waiter on batch `seq` or later (the open batch included). */
  failFrom(seq: number, err: Error): void {
    let n = 0;
    while (n < this.seqs.length && (this.seqs[n] as number) < seq) n += 1;
    const cbs = this.cbs.splice(n);
    this.seqs.splice(n);
    this.marks.splice(n);
    for (const cb of cbs) cb(err);
  }

  /** Calls back every waiter with `err`. */
  failAll(err: Error): void {
    const cbs = this.cbs;
    this.seqs = [];
    this.cbs = [];
    this.marks = [];
    for (const cb of cbs) cb(err);
  }
}
