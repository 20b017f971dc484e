import { STATUS_CODES } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { Agent, request, type Dispatcher } from "undici";
import type { DB } from "../../db/client.server.ts";
import type { LogLevel } from "../../db/schema.ts";
import { retryAfterMs } from "../lib/retry-after.ts";
import {
  abandonJobSending,
  finishJobSending,
  jobStatus,
  pendingOrdersToSend,
  startJobSending,
  type AttemptRecord,
  type OrderToSend,
} from "../models/job-sending.server.ts";
import { jobToken, type Job } from "../models/jobs.server.ts";
import { appendLog } from "../models/logs.server.ts";
import { describeRequestError, describeStatus, joinUrl } from "./http.server.ts";
import { jobStopWatch } from "./job-stops.server.ts";
import { createLogger } from "./logger.server.ts";
import { SecretUnreadableError } from "./secrets.server.ts";
import { jobProgress, type JobProgress } from "./sending-progress.server.ts";

// Sends a job's orders to the dispatch API, one after another with the job's delay
// between them, retrying what may succeed later, and records every result as it
// goes (written behind the loop: see sending-progress.server.ts): a job can stop at any
// point (cancel, delete, worker shutdown or kill) and resume from the first order still
// pending. Each order always carries its own stored Idempotency-Key, so an order resent
// after a kill is not a duplicate downstream.

const log = createLogger("sender");

export interface SendingOptions {
  /** HTTP attempts per order, counted across resumes. */
  maxAttempts?: number;
  /** The wait after the first failed attempt; it doubles with each further one. */
  backoffBaseMs?: number;
  /** No wait between two attempts is longer, whatever Retry-After asks. */
  maxWaitMs?: number;
  /** Per attempt, until the whole answer is read. */
  timeoutMs?: number;
  /** How often a wait looks whether the job was cancelled or deleted, should the notice of it be lost. */
  pollIntervalMs?: number;
  /** graphile-worker's shutdown signal: stop, leaving the job to resume. */
  signal?: AbortSignal;
}

const SENDING_DEFAULTS = {
  maxAttempts: 3,
  backoffBaseMs: 1_000,
  maxWaitMs: 60_000,
  timeoutMs: 30_000,
  pollIntervalMs: 500,
} satisfies Required<Omit<SendingOptions, "signal">>;

/** The first 2 KB (characters) of an answer are kept with the order. */
export const RESPONSE_EXCERPT_CHARS = 2048;

/**
 * How a run of the task ended. `interrupted`: the worker is shutting down and the job,
 * still running, must be resumed later; every other outcome is final for this task.
 */
export type SendingOutcome = "finished" | "cancelled" | "gone" | "ended" | "interrupted";

type Stop = Exclude<SendingOutcome, "finished">;

interface Context {
  db: DB;
  job: Job;
  url: string;
  token: string;
  options: Required<Omit<SendingOptions, "signal">> & { signal?: AbortSignal };
  /** Aborts when the job is cancelled or deleted. */
  jobStopped: AbortSignal;
  /** Ends a wait: the job stopped or the worker is stopping. */
  waitEnd: AbortSignal;
  progress: JobProgress;
  log: (level: LogLevel, message: string, context?: Record<string, unknown>) => Promise<void>;
}

// One keep-alive connection pool for every job this process sends: undici's own request
// API, without fetch's stream and Headers layers, which halved the rate at delay 0 here.
const dispatcher = new Agent();

/** Sends the job's pending orders in position order and ends the job; see SendingOutcome. */
export async function sendJobOrders(db: DB, jobId: string, options: SendingOptions = {}): Promise<SendingOutcome> {
  // Watching before the job is read: a cancel committed from then on is not missed.
  const watch = (await jobStopWatch(db)).watch(jobId);
  const { progress, release } = jobProgress(db, jobId);
  try {
    return await sendWatchedJob(db, jobId, options, watch.stopped, progress);
  } finally {
    watch.release();
    release();
  }
}

async function sendWatchedJob(db: DB, jobId: string, options: SendingOptions, jobStopped: AbortSignal, progress: JobProgress): Promise<SendingOutcome> {
  const start = await startJobSending(db, jobId);
  if (start.kind === "gone" || start.kind === "ended") return start.kind;
  const { job, userId } = start;
  const userLog: Context["log"] = (level, message, context = {}) => appendLog(db, { userId, level, message, jobId, context });

  let token: string;
  try {
    token = jobToken(jobId, start.storedToken);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    // Retrying cannot help: the secret the token was encrypted with is gone.
    const reason = "The job's dispatch token cannot be decrypted (APP_SECRET changed since the job was created); no order was sent";
    await abandonJobSending(db, jobId, reason);
    await userLog("error", `Job failed: ${reason}`);
    return "finished";
  }

  const context: Context = {
    db,
    job,
    url: joinUrl(job.destination.baseUrl, job.destination.ordersEndpoint),
    token,
    options: { ...SENDING_DEFAULTS, ...withoutUndefined(options) },
    jobStopped,
    waitEnd: options.signal ? AbortSignal.any([jobStopped, options.signal]) : jobStopped,
    progress,
    log: userLog,
  };
  const [orders] = await Promise.all([
    pendingOrdersToSend(db, jobId),
    start.resumed
      ? userLog("info", `Job resumed after ${job.sent} of ${job.total} orders`, { sent: job.sent, total: job.total })
      : userLog("info", "Job started", { total: job.total, delay_seconds: job.config.delaySeconds, url: context.url }),
  ]);
  const delayMs = Math.max(0, job.config.delaySeconds ?? 0) * 1000;
  for (const [index, order] of orders.entries()) {
    // The delay goes between orders: not before the first, not after the last.
    if (index > 0 && delayMs > 0) {
      const stop = await waitWhileRunning(context, delayMs);
      if (stop) return stopped(context, stop);
    }
    const stop = await deliverOrder(context, order);
    if (stop) return stopped(context, stop);
  }

  await context.progress.written();
  const finished = await finishJobSending(db, jobId);
  if (!finished) return stopped(context, await whyNotRunning(db, jobId));
  const summary =
    finished.status === "completed"
      ? `Job finished: completed, ${finished.succeeded} of ${finished.total} orders succeeded`
      : `Job finished: failed, ${finished.succeeded} of ${finished.total} orders succeeded, ${finished.failed} failed`;
  await userLog("info", summary, { status: finished.status, total: finished.total, sent: finished.sent, succeeded: finished.succeeded, failed: finished.failed });
  return "finished";
}

/**
 * Marks the job failed when the task errs on its last try, so that it does not stay
 * `running` for ever; earlier errors are left to graphile-worker's retries.
 */
export async function giveUpJobSending(db: DB, jobId: string, error: unknown): Promise<void> {
  const reason = `The worker gave up on this job: ${error instanceof Error ? error.message : String(error)}`;
  const job = await abandonJobSending(db, jobId, reason);
  if (!job) return;
  log.error(`job ${jobId}: ${reason}`);
  const row = await db.selectFrom("jobs").select("user_id").where("id", "=", jobId).executeTakeFirst();
  if (row) await appendLog(db, { userId: row.user_id, level: "error", message: `Job failed: ${reason}`, jobId, context: { sent: job.sent, total: job.total } });
}

async function stopped(context: Context, stop: Stop): Promise<Stop> {
  const { db, job } = context;
  // The orders that went out before the stop are counted before it is reported.
  await context.progress.written();
  if (stop === "cancelled" || stop === "interrupted") {
    const current = await db.selectFrom("jobs").select(["sent", "total"]).where("id", "=", job.id).executeTakeFirst();
    if (!current) return "gone";
    if (stop === "cancelled") {
      await context.log("info", `Job cancelled after ${current.sent} of ${current.total} orders`, { sent: current.sent, total: current.total });
    } else {
      log.info(`job ${job.id}: the worker is stopping; the job resumes after ${current.sent} of ${current.total} orders`);
      await context.log("info", `Job paused after ${current.sent} of ${current.total} orders: the worker is stopping; it resumes when a worker runs again`, {
        sent: current.sent,
        total: current.total,
      });
    }
  }
  return stop;
}

async function whyNotRunning(db: DB, jobId: string): Promise<Stop> {
  const status = await jobStatus(db, jobId);
  if (status === undefined) return "gone";
  return status === "cancelled" ? "cancelled" : "ended";
}

/** Why the loop must stop before its next attempt, if it must: checked in memory, without a round trip. */
async function stopBeforeAttempt(context: Context): Promise<Stop | undefined> {
  if (context.options.signal?.aborted) return "interrupted";
  await context.progress.room();
  if (context.jobStopped.aborted || context.progress.jobStatus !== "running") return whyNotRunning(context.db, context.job.id);
  return undefined;
}

/**
 * Waits `ms` unless the job is cancelled or deleted meanwhile or the worker shuts down.
 * The status after the wait is left to the next attempt, which checks it anyway.
 * Undefined: waited in full.
 */
async function waitWhileRunning(context: Context, ms: number): Promise<Stop | undefined> {
  const { pollIntervalMs, signal } = context.options;
  const until = Date.now() + ms;
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) return undefined;
    try {
      await sleep(Math.min(left, pollIntervalMs), undefined, { signal: context.waitEnd });
    } catch {
      return signal?.aborted ? "interrupted" : whyNotRunning(context.db, context.job.id);
    }
    if (until - Date.now() <= 0) return undefined;
    const status = await jobStatus(context.db, context.job.id);
    if (status !== "running") return whyNotRunning(context.db, context.job.id);
  }
}

/** Sends one order until it succeeds, fails for good, or the job stops. Undefined: the order has its result. */
async function deliverOrder(context: Context, order: OrderToSend): Promise<Stop | undefined> {
  const { progress, options } = context;
  // A resumed order may have used its tries already; its last attempt's outcome is unknown, so it gets one more.
  const allowed = Math.max(options.maxAttempts, order.attempts + 1);
  let attempt = order.attempts;
  for (;;) {
    const stop = await stopBeforeAttempt(context);
    if (stop) return stop;
    attempt += 1;
    progress.attemptBegun(order.id);

    const answer = await postOrder(context, order);
    if (answer.kind === "interrupted") return "interrupted";
    const record: AttemptRecord = { httpStatus: answer.httpStatus, durationMs: answer.durationMs, responseExcerpt: answer.excerpt, error: null };
    const details = { order_number: order.orderNumber, http_status: answer.httpStatus, duration_ms: answer.durationMs, response: answer.excerpt };

    if (answer.ok) {
      progress.orderDone(order.id, "succeeded", record, { level: "info", message: `Order ${order.orderNumber} sent`, context: { ...details, attempts: attempt } });
      return undefined;
    }

    if (answer.retryable && attempt < allowed) {
      const waitMs = Math.min(options.maxWaitMs, answer.retryAfterMs ?? options.backoffBaseMs * 2 ** (attempt - 1));
      progress.attemptFailed(order.id, { ...record, error: answer.problem }, {
        level: "warn",
        message: `Order ${order.orderNumber} attempt ${attempt} failed (${answer.short}), retrying in ${seconds(waitMs)} s`,
        context: { ...details, attempt, error: answer.problem, retry_in_ms: waitMs },
      });
      const stop = await waitWhileRunning(context, waitMs);
      if (stop) return stop;
      continue;
    }

    const error = attempt > 1 ? `${answer.problem} after ${attempt} attempts` : answer.problem;
    progress.orderDone(order.id, "failed", { ...record, error }, { level: "error", message: `Order ${order.orderNumber} failed: ${error}`, context: { ...details, attempts: attempt, error } });
    return undefined;
  }
}

type Answer =
  | { kind: "interrupted" }
  | {
      kind: "attempted";
      /** 2xx: the order arrived. */
      ok: boolean;
      httpStatus: number | null;
      durationMs: number;
      excerpt: string;
      retryable: boolean;
      retryAfterMs: number | null;
      /** For the order's error and the log's context, e.g. "HTTP 500 Internal Server Error". */
      problem: string;
      /** For the retry line, e.g. "HTTP 500". */
      short: string;
    };

/** One HTTP attempt: POST the stored payload with the order's own Idempotency-Key. */
async function postOrder(context: Context, order: OrderToSend): Promise<Answer> {
  const { url, token, options } = context;
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const attempt = attemptDeadline(options.timeoutMs, options.signal);
  try {
    // undici's request follows no redirect: one would carry the bearer token wherever it points, so it is reported instead.
    const response = await request(url, {
      dispatcher,
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": order.idempotencyKey,
      },
      body: order.body,
      signal: attempt.signal,
    });
    const excerpt = await readExcerpt(response.body);
    attempt.done();
    const status = response.statusCode;
    const described = describeStatus({ status, statusText: STATUS_CODES[status] });
    const location = header(response.headers, "location");
    const redirect = status >= 300 && status < 400;
    const retryable = status === 429 || status >= 500;
    return {
      kind: "attempted",
      ok: status >= 200 && status < 300,
      httpStatus: status,
      durationMs: elapsed(),
      excerpt,
      retryable,
      retryAfterMs: retryable ? retryAfterMs(header(response.headers, "retry-after")) : null,
      problem: redirect ? `${described}: redirects are not followed${location ? ` (Location: ${location})` : ""}` : described,
      short: `HTTP ${status}`,
    };
  } catch (error) {
    attempt.done();
    // The worker's shutdown, not the dispatch API: the order stays pending and goes out again, same key, on resume.
    if (options.signal?.aborted) return { kind: "interrupted" };
    const problem = describeRequestError(error, url, options.timeoutMs);
    return { kind: "attempted", ok: false, httpStatus: null, durationMs: elapsed(), excerpt: problem, retryable: true, retryAfterMs: null, problem, short: problem };
  }
}

/**
 * A signal that aborts one attempt when it outlasts `timeoutMs` (until the answer is read)
 * or the worker shuts down. A plain controller and timer: AbortSignal.timeout() joined to
 * the shutdown signal by AbortSignal.any() per request measured slower at delay 0, and
 * undici's own timeouts tick every half second, too coarse for short ones.
 */
function attemptDeadline(timeoutMs: number, shutdown?: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
  const onShutdown = () => controller.abort(shutdown?.reason);
  shutdown?.addEventListener("abort", onShutdown, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      shutdown?.removeEventListener("abort", onShutdown);
    },
  };
}

function header(headers: Dispatcher.ResponseData["headers"], name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The answer's first RESPONSE_EXCERPT_CHARS characters; the rest is not even read. */
async function readExcerpt(body: Dispatcher.ResponseData["body"]): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    // Leaving the loop early destroys the body, and with it the connection.
    if (text.length >= RESPONSE_EXCERPT_CHARS) break;
  }
  text += decoder.decode();
  // Postgres text cannot hold NUL characters.
  return text.slice(0, RESPONSE_EXCERPT_CHARS).replaceAll("\u0000", "");
}

function seconds(ms: number): string {
  return String(Number((ms / 1000).toFixed(2)));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
