import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelJob, createJob, deleteJob } from "../../app/models/jobs.server.ts";
import { RESPONSE_EXCERPT_CHARS, sendJobOrders, type SendingOptions } from "../../app/services/job-sender.server.ts";
import { encryptSecret } from "../../app/services/secrets.server.ts";
import { db } from "../../db/client.server.ts";
import { ordersSend } from "../../jobs/orders__send.ts";
import { jobRow, jobTo, logsOf, ordersOf, senderUser, serveDispatchSandbox, storedOrders, until, type DispatchSandbox } from "../support/job-sending.ts";

// The send task against the real sandbox dispatch API over HTTP. Retries, backoff and
// timeouts are shortened through the sender's options; everything else is as in production.

let sandbox: DispatchSandbox;

beforeAll(async () => {
  sandbox = await serveDispatchSandbox({
    "/moved/api/v1/orders": { action: () => new Response(null, { status: 301, headers: { Location: "https://elsewhere.example/api/v1/orders" } }) },
    "/verbose/api/v1/orders": { action: () => new Response(`${"x".repeat(5000)}\u0000`, { status: 503 }) },
  });
});

afterAll(async () => {
  await sandbox.close();
});

const fast: SendingOptions = { backoffBaseMs: 10, pollIntervalMs: 50 };

/** The graphile-worker helpers the task reads. */
function helpers({ attempts = 1, maxAttempts = 10, signal = new AbortController().signal } = {}) {
  return { abortSignal: signal, job: { attempts, max_attempts: maxAttempts } } as never;
}

/**
 * The sandbox fails the n-th request of an account when ⌊n·rate⌋ grows. Played through
 * for orders sent one after another, this is what each order must end with.
 */
function expectedUnderFailureRate(orders: number, rate: number, maxAttempts: number) {
  let n = 0;
  const fails = () => {
    n += 1;
    return Math.floor(n * rate + 1e-9) > Math.floor((n - 1) * rate + 1e-9);
  };
  return Array.from({ length: orders }, () => {
    for (let attempt = 1; ; attempt++) {
      if (!fails()) return { status: "succeeded", attempts: attempt };
      if (attempt === maxAttempts) return { status: "failed", attempts: attempt };
    }
  });
}

describe("sending a job's orders", () => {
  it("POSTs every stored order in position order with its Idempotency-Key and the job's token, and completes the job", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 5 });
    expect(await sendJobOrders(db(), job.id, fast)).toBe("finished");

    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: "completed", total: 5, sent: 5, succeeded: 5, failed: 0, error: null });
    expect(row.started_at).toBeInstanceOf(Date);
    expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at!.getTime());

    const orders = await ordersOf(job.id);
    const stored = await storedOrders(user.token);
    // The sandbox account is the job's token: the orders arrived with it, as sent, in order.
    expect(stored.map((order) => order.idempotency_key)).toEqual(orders.map((order) => order.idempotencyKey));
    expect(stored.map((order) => order.order)).toEqual(orders.map((order) => order.payload));
    for (const order of orders) {
      expect(order).toMatchObject({ status: "succeeded", attempts: 1, httpStatus: 201, error: null });
      expect(order.durationMs).toBeGreaterThanOrEqual(0);
      expect(order.sentAt).toBeInstanceOf(Date);
      expect(JSON.parse(order.responseExcerpt!)).toMatchObject({ order_number: order.orderNumber, status: "accepted" });
    }

    const logs = await logsOf(job.id);
    expect(logs.map((line) => [line.level, line.message])).toEqual([
      ["info", "Job started"],
      ...orders.map((order) => ["info", `Order ${order.orderNumber} sent`]),
      ["info", "Job finished: completed, 5 of 5 orders succeeded"],
    ]);
    expect(logs[1].context).toEqual({
      order_number: orders[0].orderNumber,
      http_status: 201,
      duration_ms: orders[0].durationMs,
      attempts: 1,
      response: orders[0].responseExcerpt,
    });
    expect(logs.at(-1)!.context).toMatchObject({ status: "completed", total: 5, sent: 5, succeeded: 5, failed: 0 });
    // The token is a secret: never in a log line.
    expect(JSON.stringify(logs)).not.toContain(user.token);
  });

  it("retries 500s with doubling backoff: with a 30 % failure share every order ends right, and is stored once", async () => {
    const user = await senderUser({ failureRate: 0.3, failureStatus: 500 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 20 });
    await sendJobOrders(db(), job.id, { ...fast, maxAttempts: 3 });

    const expected = expectedUnderFailureRate(20, 0.3, 3);
    const orders = await ordersOf(job.id);
    expect(orders.map(({ status, attempts }) => ({ status, attempts }))).toEqual(expected);
    expect(orders.filter((order) => order.attempts > 1).length).toBeGreaterThan(4);

    const succeeded = expected.filter((order) => order.status === "succeeded").length;
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ sent: 20, succeeded, failed: 20 - succeeded, status: succeeded === 20 ? "completed" : "failed" });
    expect(row.succeeded + row.failed).toBe(row.total);

    // Each succeeded order reached the sandbox exactly once, under its own key.
    const stored = await storedOrders(user.token);
    const keys = orders.filter((order) => order.status === "succeeded").map((order) => order.idempotencyKey);
    expect(stored.map((order) => order.idempotency_key)).toEqual(keys);
    expect(sandbox.requestsOf(user.token).filter((request) => request.replayed)).toEqual([]);

    // One warning per retry, waiting 10 ms, then 20 ms.
    const warnings = (await logsOf(job.id)).filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(orders.reduce((sum, order) => sum + order.attempts - 1, 0));
    for (const warning of warnings) {
      expect(warning.context.retry_in_ms).toBe(10 * 2 ** (Number(warning.context.attempt) - 1));
      expect(warning.context).toMatchObject({ http_status: 500, error: "HTTP 500 Internal Server Error" });
    }
    const retried = orders.find((order) => order.attempts > 1)!;
    expect(warnings.find((line) => line.context.order_number === retried.orderNumber)!.message).toBe(
      `Order ${retried.orderNumber} attempt 1 failed (HTTP 500), retrying in 0.01 s`,
    );
  });

  it("fails an order after its last attempt, goes on with the next, and ends the job failed", async () => {
    // At 70 %, runs of three failed requests occur: those orders use up their attempts.
    const user = await senderUser({ failureRate: 0.7, failureStatus: 500 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 10 });
    await sendJobOrders(db(), job.id, { ...fast, maxAttempts: 3 });

    const expected = expectedUnderFailureRate(10, 0.7, 3);
    const failed = expected.filter((order) => order.status === "failed").length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(10);
    const orders = await ordersOf(job.id);
    expect(orders.map(({ status, attempts }) => ({ status, attempts }))).toEqual(expected);
    expect(await jobRow(job.id)).toMatchObject({ status: "failed", sent: 10, succeeded: 10 - failed, failed });

    const lost = orders.find((order) => order.status === "failed")!;
    expect(lost).toMatchObject({ httpStatus: 500, error: "HTTP 500 Internal Server Error after 3 attempts" });
    expect(JSON.parse(lost.responseExcerpt!)).toEqual({ error: { message: "Internal server error (simulated by the sandbox)" } });
    expect(lost.sentAt).toBeInstanceOf(Date);

    const logs = await logsOf(job.id);
    const errors = logs.filter((line) => line.level === "error");
    expect(errors).toHaveLength(failed);
    expect(errors.find((line) => line.context.order_number === lost.orderNumber)).toEqual({
      level: "error",
      message: `Order ${lost.orderNumber} failed: HTTP 500 Internal Server Error after 3 attempts`,
      context: {
        order_number: lost.orderNumber,
        http_status: 500,
        duration_ms: lost.durationMs,
        attempts: 3,
        response: lost.responseExcerpt,
        error: "HTTP 500 Internal Server Error after 3 attempts",
      },
    });
    expect(logs.at(-1)).toMatchObject({ level: "info", message: `Job finished: failed, ${10 - failed} of 10 orders succeeded, ${failed} failed` });
  });

  it("waits as long as a 429's Retry-After asks, within a cap", async () => {
    // Every second request is refused: the second order meets one 429 before it goes through.
    const user = await senderUser({ failureRate: 0.5, failureStatus: 429, retryAfterSeconds: 1 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 2 });
    await sendJobOrders(db(), job.id, fast);

    const [first, second] = await ordersOf(job.id);
    expect(first).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(second).toMatchObject({ status: "succeeded", attempts: 2, httpStatus: 201 });
    const tries = sandbox.requestsOf(user.token).filter((request) => request.idempotencyKey === second.idempotencyKey);
    expect(tries.map((request) => request.status)).toEqual([429, 201]);
    // The backoff alone would have waited 10 ms.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(900);
    const warning = (await logsOf(job.id)).find((line) => line.level === "warn")!;
    expect(warning.message).toBe(`Order ${second.orderNumber} attempt 1 failed (HTTP 429), retrying in 1 s`);
    expect(warning.context).toMatchObject({ http_status: 429, retry_in_ms: 1000, error: "HTTP 429 Too Many Requests" });

    // An hour's Retry-After is not waited out in full.
    const impatient = await senderUser({ failureRate: 0.5, failureStatus: 429, retryAfterSeconds: 3600 });
    const capped = await jobTo(impatient, sandbox.origin, { totalOrders: 2 });
    const startedAt = Date.now();
    await sendJobOrders(db(), capped.id, { ...fast, maxWaitMs: 300 });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await jobRow(capped.id)).toMatchObject({ status: "completed", succeeded: 2 });
    expect((await logsOf(capped.id)).find((line) => line.level === "warn")!.context.retry_in_ms).toBe(300);
  });

  it("gives up on an answer that takes longer than the timeout, retrying it first", async () => {
    const user = await senderUser({ latencyMs: 400 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 1 });
    await sendJobOrders(db(), job.id, { ...fast, timeoutMs: 100, maxAttempts: 3 });

    const host = new URL(sandbox.origin).host;
    const [order] = await ordersOf(job.id);
    expect(order).toMatchObject({
      status: "failed",
      attempts: 3,
      httpStatus: null,
      error: `No answer from ${host} within 0.1 seconds after 3 attempts`,
      responseExcerpt: `No answer from ${host} within 0.1 seconds`,
    });
    expect(order.durationMs).toBeGreaterThanOrEqual(90);
    expect(order.durationMs).toBeLessThan(400);
    expect(await jobRow(job.id)).toMatchObject({ status: "failed", sent: 1, failed: 1 });
    const warnings = (await logsOf(job.id)).filter((line) => line.level === "warn");
    expect(warnings.map((line) => line.message)).toEqual([
      `Order ${order.orderNumber} attempt 1 failed (No answer from ${host} within 0.1 seconds), retrying in 0.01 s`,
      `Order ${order.orderNumber} attempt 2 failed (No answer from ${host} within 0.1 seconds), retrying in 0.02 s`,
    ]);
    // As with a real API, the late requests still arrive; one key, so one order.
    await until("the late requests to be answered", async () => {
      const requests = sandbox.requestsOf(user.token);
      return requests.length === 3 && requests.every((request) => request.status === 201);
    });
    expect(await storedOrders(user.token)).toHaveLength(1);
  });

  it("fails an order the API rejects with a 4xx at once, and goes on with the next", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 3 });
    // An order the dispatch API cannot accept: the sandbox answers 400 with its reasons.
    const [, broken] = await ordersOf(job.id);
    await db()
      .updateTable("job_orders")
      .set({ payload: sql`payload - 'line_items'` })
      .where("id", "=", broken.id)
      .execute();
    await sendJobOrders(db(), job.id, fast);

    const orders = await ordersOf(job.id);
    expect(orders.map((order) => order.status)).toEqual(["succeeded", "failed", "succeeded"]);
    expect(orders[1]).toMatchObject({ attempts: 1, httpStatus: 400, error: "HTTP 400 Bad Request" });
    expect(JSON.parse(orders[1].responseExcerpt!).error.message).toBe("Invalid order");
    expect(sandbox.requestsOf(user.token).filter((request) => request.idempotencyKey === broken.idempotencyKey)).toHaveLength(1);
    expect(await jobRow(job.id)).toMatchObject({ status: "failed", sent: 3, succeeded: 2, failed: 1 });
    expect((await logsOf(job.id)).filter((line) => line.level === "warn")).toEqual([]);
  });

  it("does not follow a redirect, and keeps only the first 2 KB of an answer", async () => {
    const user = await senderUser();
    const moved = await jobTo(user, sandbox.origin, { totalOrders: 1 }, { path: "/moved" });
    await sendJobOrders(db(), moved.id, fast);
    const [order] = await ordersOf(moved.id);
    expect(order).toMatchObject({
      status: "failed",
      attempts: 1,
      httpStatus: 301,
      error: "HTTP 301 Moved Permanently: redirects are not followed (Location: https://elsewhere.example/api/v1/orders)",
    });

    const verbose = await jobTo(user, sandbox.origin, { totalOrders: 1 }, { path: "/verbose" });
    await sendJobOrders(db(), verbose.id, { ...fast, maxAttempts: 2 });
    const [long] = await ordersOf(verbose.id);
    expect(long).toMatchObject({ status: "failed", attempts: 2, httpStatus: 503, error: "HTTP 503 Service Unavailable after 2 attempts" });
    expect(long.responseExcerpt).toBe("x".repeat(RESPONSE_EXCERPT_CHARS));
  });

  it("waits the job's delay between orders, not before the first nor after the last", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 3, delaySeconds: 1 });
    const startedAt = Date.now();
    await sendJobOrders(db(), job.id, fast);
    const endedAt = Date.now();

    const arrivals = sandbox.requestsOf(user.token).map((request) => request.at);
    expect(arrivals).toHaveLength(3);
    // Bounds below the 1 s delay, loose enough for a busy machine.
    expect(arrivals[0] - startedAt).toBeLessThan(950);
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(950);
    expect(arrivals[2] - arrivals[1]).toBeGreaterThanOrEqual(950);
    expect(endedAt - arrivals[2]).toBeLessThan(950);
    expect(await jobRow(job.id)).toMatchObject({ status: "completed", succeeded: 3 });
  });
});

describe("stopping a job", () => {
  it("stops a cancelled job before its next order, during the delay, and leaves the rest pending", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 5, delaySeconds: 30 });
    const sending = sendJobOrders(db(), job.id, fast);
    await until("the first order to be sent", async () => (await jobRow(job.id)).sent === 1);
    expect(await cancelJob(db(), { id: job.id, userId: user.userId })).toMatchObject({ cancelled: true });
    const cancelledAt = Date.now();

    expect(await sending).toBe("cancelled");
    // Polled, not waited out: the 30 s delay does not hold a cancelled job.
    expect(Date.now() - cancelledAt).toBeLessThan(2_000);
    expect(await jobRow(job.id)).toMatchObject({ status: "cancelled", sent: 1, succeeded: 1 });
    const orders = await ordersOf(job.id);
    expect(orders.map((order) => [order.status, order.attempts])).toEqual([["succeeded", 1], ...Array(4).fill(["pending", 0])]);
    expect(sandbox.requestsOf(user.token)).toHaveLength(1);
    const logs = await logsOf(job.id);
    expect(logs.at(-1)).toMatchObject({ level: "info", message: "Job cancelled after 1 of 5 orders", context: { sent: 1, total: 5 } });
    expect(logs.some((line) => line.message.startsWith("Job finished"))).toBe(false);

    // A task run again later leaves the cancelled job alone.
    await ordersSend({ jobId: job.id }, helpers());
    expect(await jobRow(job.id)).toMatchObject({ status: "cancelled", sent: 1 });
    expect(sandbox.requestsOf(user.token)).toHaveLength(1);
  });

  it("stops a job cancelled while an order is in flight at delay 0: the order counts, the next never goes", async () => {
    const user = await senderUser({ latencyMs: 400 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 5 });
    // No polling at delay 0 (and none soon here): the cancel must reach the loop as the database's notice.
    const sending = sendJobOrders(db(), job.id, { ...fast, pollIntervalMs: 60_000 });
    await until("the first order to reach the sandbox", async () => sandbox.requestsOf(user.token).length === 1);
    expect(await cancelJob(db(), { id: job.id, userId: user.userId })).toMatchObject({ cancelled: true });

    expect(await sending).toBe("cancelled");
    expect(sandbox.requestsOf(user.token)).toHaveLength(1);
    expect(await jobRow(job.id)).toMatchObject({ status: "cancelled", sent: 1, succeeded: 1 });
    const orders = await ordersOf(job.id);
    expect(orders.map((order) => [order.status, order.attempts])).toEqual([["succeeded", 1], ...Array(4).fill(["pending", 0])]);
    const logs = await logsOf(job.id);
    expect(logs.map((line) => line.message).slice(-2)).toEqual([`Order ${orders[0].orderNumber} sent`, "Job cancelled after 1 of 5 orders"]);
  });

  it("cuts a Retry-After wait short when the job is cancelled meanwhile", async () => {
    const user = await senderUser({ failureRate: 1, failureStatus: 429, retryAfterSeconds: 60 });
    const job = await jobTo(user, sandbox.origin, { totalOrders: 2 });
    const sending = sendJobOrders(db(), job.id, fast);
    await until("the first 429", async () => sandbox.requestsOf(user.token)[0]?.status === 429);
    await cancelJob(db(), { id: job.id, userId: user.userId });
    const cancelledAt = Date.now();
    expect(await sending).toBe("cancelled");
    expect(Date.now() - cancelledAt).toBeLessThan(2_000);
    const [first] = await ordersOf(job.id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, httpStatus: 429, error: "HTTP 429 Too Many Requests" });
    expect(await jobRow(job.id)).toMatchObject({ status: "cancelled", sent: 0 });
  });

  it("ends quietly when the job is deleted mid-way", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 4, delaySeconds: 30 });
    const sending = ordersSend({ jobId: job.id }, helpers());
    await until("the first order to be sent", async () => (await jobRow(job.id)).sent === 1);
    const linesBefore = (await logsOf(job.id)).length;
    expect(await deleteJob(db(), { id: job.id, userId: user.userId })).toBe(true);
    const deletedAt = Date.now();

    await expect(sending).resolves.toBeUndefined();
    expect(Date.now() - deletedAt).toBeLessThan(2_500);
    expect(sandbox.requestsOf(user.token)).toHaveLength(1);
    expect(await db().selectFrom("job_orders").select("id").where("job_id", "=", job.id).execute()).toEqual([]);
    expect(await logsOf(job.id)).toHaveLength(linesBefore);
  });

  it("pauses on a worker shutdown, queues itself again, and resumes where it stopped", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 3, delaySeconds: 30 });
    const shutdown = new AbortController();
    const task = ordersSend({ jobId: job.id }, helpers({ signal: shutdown.signal }));
    await until("the first order to be sent", async () => (await jobRow(job.id)).sent === 1);
    shutdown.abort();

    // No error: a stop is not a failure, and must not use up one of the job's tries.
    await expect(task).resolves.toBeUndefined();
    const paused = await jobRow(job.id);
    expect(paused).toMatchObject({ status: "running", sent: 1, finished_at: null });
    const { rows: queued } = await sql<{ attempts: number; locked_at: Date | null; run_at: Date }>`
      select attempts, locked_at, run_at from graphile_worker.jobs where key = ${`job:${job.id}`}
    `.execute(db());
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 0, locked_at: null });
    expect(queued[0].run_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await logsOf(job.id)).at(-1)!.message).toBe(
      "Job paused after 1 of 3 orders: the worker is stopping; it resumes when a worker runs again",
    );

    // The next run sends only what is left, each once (without the 30 s delay, to keep the test short).
    await db().updateTable("jobs").set({ config: sql`jsonb_set(config, '{delaySeconds}', '0')` }).where("id", "=", job.id).execute();
    await ordersSend({ jobId: job.id }, helpers());
    expect(await jobRow(job.id)).toMatchObject({ status: "completed", sent: 3, succeeded: 3 });
    const orders = await ordersOf(job.id);
    expect(sandbox.requestsOf(user.token).map((request) => request.idempotencyKey)).toEqual(orders.map((order) => order.idempotencyKey));
    const messages = (await logsOf(job.id)).map((line) => line.message);
    expect(messages.filter((message) => message === "Job started")).toHaveLength(1);
    expect(messages.slice(-4)).toEqual([
      "Job resumed after 1 of 3 orders",
      `Order ${orders[1].orderNumber} sent`,
      `Order ${orders[2].orderNumber} sent`,
      "Job finished: completed, 3 of 3 orders succeeded",
    ]);
  });
});

describe("jobs the task cannot send", () => {
  it("leaves alone a job that is gone, finished, or cancelled before it started", async () => {
    const user = await senderUser();
    await expect(ordersSend({ jobId: crypto.randomUUID() }, helpers())).resolves.toBeUndefined();

    const source = await jobTo(user, sandbox.origin, { totalOrders: 2 });
    const dryRun = await createJob(db(), {
      userId: user.userId,
      config: source.config,
      seed: source.seed,
      dryRun: true,
      destination: { ...source.destination, token: user.token },
      orders: (await ordersOf(source.id)).map((order) => order.payload),
    });
    expect(await sendJobOrders(db(), dryRun.id, fast)).toBe("ended");
    expect(await jobRow(dryRun.id)).toMatchObject({ status: "completed", sent: 0 });

    const cancelled = await jobTo(user, sandbox.origin, { totalOrders: 2 });
    await cancelJob(db(), { id: cancelled.id, userId: user.userId });
    await ordersSend({ jobId: cancelled.id }, helpers());
    expect(await jobRow(cancelled.id)).toMatchObject({ status: "cancelled", sent: 0, started_at: null });
    expect(await logsOf(cancelled.id)).toEqual([]);
    expect(sandbox.requestsOf(user.token)).toEqual([]);
  });

  it("fails a job whose token can no longer be decrypted, sending nothing", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 2 });
    await db()
      .updateTable("jobs")
      .set({ token: encryptSecret(user.token, "jobs:another-job:token") })
      .where("id", "=", job.id)
      .execute();
    await ordersSend({ jobId: job.id }, helpers());
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: "failed", sent: 0 });
    expect(row.error).toMatch(/^The job's dispatch token cannot be decrypted/);
    expect(row.finished_at).toBeInstanceOf(Date);
    expect((await logsOf(job.id)).map((line) => line.level)).toEqual(["error"]);
    expect(sandbox.requestsOf(user.token)).toEqual([]);
  });

  it("leaves an unexpected error to graphile-worker's retries, and fails the job on the last try", async () => {
    const user = await senderUser();
    const job = await jobTo(user, sandbox.origin, { totalOrders: 1 });
    await sql`create function refuse_results() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db());
    await sql`create trigger refuse_results before update of status on job_orders for each row execute function refuse_results()`.execute(db());
    try {
      await expect(ordersSend({ jobId: job.id }, helpers({ attempts: 1, maxAttempts: 10 }))).rejects.toThrow(/disk full/);
      expect(await jobRow(job.id)).toMatchObject({ status: "running", finished_at: null });

      await expect(ordersSend({ jobId: job.id }, helpers({ attempts: 10, maxAttempts: 10 }))).rejects.toThrow(/disk full/);
      expect(await jobRow(job.id)).toMatchObject({ status: "failed", error: "The worker gave up on this job: disk full" });
      expect((await logsOf(job.id)).at(-1)).toMatchObject({ level: "error", message: "Job failed: The worker gave up on this job: disk full" });
    } finally {
      await sql`drop trigger refuse_results on job_orders`.execute(db());
      await sql`drop function refuse_results`.execute(db());
    }
  });
});
