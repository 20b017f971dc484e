import type { DB } from "../../db/client.server.ts";
import type { JobStatus } from "../../db/schema.ts";
import { recordSendingProgress, type AttemptRecord, type OrderLogLine, type OrderProgress } from "../models/job-sending.server.ts";

// The sending jobs' progress, written behind their sending loops: while the next orders
// are on their way, the attempts, answers, results, counters and log lines that every job
// of this worker gathered over a few milliseconds go to the database in ONE statement
// (recordSendingProgress). Writing and waiting per order would hold each job to one order
// per database round trip, and a statement per order and job would spend the database's
// time on overhead: 50 jobs at once would write 50 times as often.
//
// What this costs: a worker killed outright loses what was not yet written, a few
// milliseconds of progress. On resume those orders go out again with their own
// Idempotency-Key, which the dispatch API answers as a replay, exactly as for the order
// in flight at the kill. A job's end, a cancel and a graceful stop wait until all is written.

/** Past this many of a job's orders waiting to be written, its loop waits for the database. */
const MAX_WAITING_ORDERS = 500;

/** How long progress gathers before it is written: short beside the pages' refresh, long beside an order. */
const GATHER_MS = 5;

/** A log line about an order, as its loop reports it. */
export type LogLine = Omit<OrderLogLine, "orderId">;

/** One job's side of the writer, for its sending loop. */
export interface JobProgress {
  /** The job's status as the last write found it ("deleted": gone): the loop stops when it is not running. */
  readonly jobStatus: JobStatus | "deleted";
  /** An HTTP attempt is about to be made. */
  attemptBegun(orderId: string): void;
  /** An attempt failed and the order will be tried again. */
  attemptFailed(orderId: string, answer: AttemptRecord, line: LogLine): void;
  /** The order's final result. */
  orderDone(orderId: string, result: "succeeded" | "failed", answer: AttemptRecord, line: LogLine): void;
  /** Waits until everything reported so far is written; throws if a write of it failed. */
  written(): Promise<void>;
  /** Waits only when the database falls far behind, so that memory stays bounded; throws if a write failed. */
  room(): Promise<void>;
}

interface Waiting {
  orders: Map<string, OrderProgress>;
  lines: OrderLogLine[];
}

class ProgressWriter {
  readonly #db: DB;
  #waiting = new Map<string, Waiting>();
  /** The jobs of the write in flight. */
  #inFlight = new Set<string>();
  #writing: Promise<void> | undefined;
  #gathering: NodeJS.Timeout | undefined;
  /** The jobs being sent, and their status as the last write found it. */
  readonly #statuses = new Map<string, JobStatus | "deleted">();
  readonly #failures = new Map<string, unknown>();

  constructor(db: DB) {
    this.#db = db;
  }

  forJob(jobId: string): JobProgress {
    this.#statuses.set(jobId, "running");
    const report = (orderId: string, change: (order: OrderProgress) => void, line?: LogLine) => {
      const waiting = this.#waitingOf(jobId);
      let order = waiting.orders.get(orderId);
      if (!order) {
        order = { orderId, attemptsBegun: 0, latest: null, result: null };
        waiting.orders.set(orderId, order);
      }
      change(order);
      if (line) waiting.lines.push({ orderId, ...line });
      this.#write();
    };
    const failure = () => {
      if (this.#failures.has(jobId)) throw this.#failures.get(jobId);
    };
    const statusOf = () => this.#statuses.get(jobId) ?? "deleted";
    const progress: JobProgress = {
      get jobStatus() {
        return statusOf();
      },
      attemptBegun: (orderId) => report(orderId, (order) => (order.attemptsBegun += 1)),
      attemptFailed: (orderId, answer, line) => report(orderId, (order) => (order.latest = answer), line),
      orderDone: (orderId, result, answer, line) => report(orderId, (order) => Object.assign(order, { latest: answer, result }), line),
      written: async () => {
        // After the write in flight, never beside it: an order's attempt and result must
        // land in that order. Then the job's rest goes at once, without gathering: its
        // loop is waiting (at its end, a cancel, a stop).
        if (this.#inFlight.has(jobId)) await this.#writing;
        const rest = this.#waiting.get(jobId);
        this.#waiting.delete(jobId);
        if (rest) await this.#writeJobs(new Map([[jobId, rest]]));
        failure();
      },
      room: async () => {
        if ((this.#waiting.get(jobId)?.orders.size ?? 0) >= MAX_WAITING_ORDERS) await progress.written();
        failure();
      },
    };
    return progress;
  }

  /** Forgets a job once its loop is done with it. */
  release(jobId: string): void {
    this.#statuses.delete(jobId);
    this.#failures.delete(jobId);
  }

  #waitingOf(jobId: string): Waiting {
    let waiting = this.#waiting.get(jobId);
    if (!waiting) {
      waiting = { orders: new Map(), lines: [] };
      this.#waiting.set(jobId, waiting);
    }
    return waiting;
  }

  /** One write at a time, after a moment's gathering. */
  #write(): void {
    if (!this.#writing && !this.#gathering) this.#gathering = setTimeout(() => this.#writeNow(), GATHER_MS);
  }

  #writeNow(): void {
    clearTimeout(this.#gathering);
    this.#gathering = undefined;
    this.#writing ??= this.#writeBatch();
  }

  async #writeBatch(): Promise<void> {
    const batch = this.#waiting;
    this.#waiting = new Map();
    this.#inFlight = new Set(batch.keys());
    try {
      await this.#writeJobs(batch);
    } finally {
      this.#writing = undefined;
      this.#inFlight = new Set();
      // What arrived during the write gathers for the next.
      if (this.#waiting.size > 0) this.#write();
    }
  }

  async #writeJobs(batch: Map<string, Waiting>): Promise<void> {
    try {
      const orders = [...batch].flatMap(([jobId, waiting]) => [...waiting.orders.values()].map((progress) => ({ jobId, ...progress })));
      const lines = [...batch].flatMap(([jobId, waiting]) => waiting.lines.map((line) => ({ jobId, ...line })));
      const statuses = await recordSendingProgress(this.#db, orders, lines);
      for (const jobId of batch.keys()) {
        if (this.#statuses.has(jobId)) this.#statuses.set(jobId, statuses.get(jobId) ?? "deleted");
      }
    } catch (error) {
      // Only these jobs' loops learn of it (and stop, to be retried); the others go on.
      for (const jobId of batch.keys()) {
        if (this.#statuses.has(jobId)) this.#failures.set(jobId, error);
      }
    }
  }
}

const writers = new WeakMap<DB, ProgressWriter>();

/** The progress of a job being sent, written with that of every other job on the same pool; release() when done. */
export function jobProgress(db: DB, jobId: string): { progress: JobProgress; release: () => void } {
  let writer = writers.get(db);
  if (!writer) {
    writer = new ProgressWriter(db);
    writers.set(db, writer);
  }
  const owner = writer;
  return { progress: owner.forJob(jobId), release: () => owner.release(jobId) };
}
