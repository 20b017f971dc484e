import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { jobRow, jobTo, logsOf, ordersOf, senderUser, serveDispatchSandbox, storedOrders, until, type DispatchSandbox } from "../support/job-sending.ts";

// The real worker process (jobs/runner.ts, as the launcher's worker role runs it) against
// this file's database and the sandbox dispatch API: stopped mid-job, by kill -9 or
// gracefully, and another worker started after it.

const root = path.resolve(import.meta.dirname, "../..");
let sandbox: DispatchSandbox;
const workers: Worker[] = [];

beforeAll(async () => {
  sandbox = await serveDispatchSandbox();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) {
    if (worker.process.exitCode === null && worker.process.signalCode === null) {
      worker.process.kill("SIGKILL");
      await worker.exited;
    }
  }
});

afterAll(async () => {
  await sandbox.close();
});

interface Worker {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startWorker(): Promise<Worker> {
  const child = spawn(process.execPath, ["jobs/runner.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "info", WORKER_CONCURRENCY: "2" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const worker = { process: child, output: () => output, exited };
  workers.push(worker);
  await until("the worker to start", async () => {
    if (child.exitCode !== null) throw new Error(`the worker exited:\n${output}`);
    return output.includes("worker started");
  });
  return worker;
}

const heartbeats = async () => (await db().selectFrom("worker_heartbeats").select("worker_id").execute()).map((row) => row.worker_id);

async function queuedTask(jobId: string) {
  const { rows } = await sql<{ attempts: number; locked_by: string | null }>`
    select attempts, locked_by from graphile_worker.jobs where key = ${`job:${jobId}`}
  `.execute(db());
  return rows;
}

it("resumes a job after its worker is killed with -9, sending no order twice", async () => {
  // Slow answers, so that the kill lands while an order is on its way.
  const user = await senderUser({ latencyMs: 1000 });
  const job = await jobTo(user, sandbox.origin, { totalOrders: 6 });
  const first = await startWorker();
  await until("the first order to be sent", async () => (await jobRow(job.id)).sent >= 1);
  // The lock is held in a name that beats: a live worker's job is never taken from it.
  const [held] = await queuedTask(job.id);
  expect(await heartbeats()).toContain(held.locked_by);

  // Orders go one after another: the third request means two succeeded and the third is being answered.
  // Results are written a few milliseconds behind the sending: the kill waits for the second's.
  const third = await until("the third order to reach the sandbox", async () => sandbox.requestsOf(user.token)[2]);
  await until("the second result to be written", async () => (await jobRow(job.id)).sent === 2);
  expect(sandbox.requestsOf(user.token)).toHaveLength(3);
  first.process.kill("SIGKILL");
  await first.exited;
  const killedAt = Date.now();
  const atKill = await ordersOf(job.id);
  const sentBefore = atKill.filter((order) => order.status === "succeeded");
  expect(sentBefore).toHaveLength(2);
  const inFlight = atKill.find((order) => order.idempotencyKey === third.idempotencyKey)!;
  expect(inFlight).toMatchObject({ position: 3, status: "pending", attempts: 1 });

  // Restarted at once, the new worker cannot yet tell the old one is dead; its periodic
  // check frees the job once the old heartbeat is a minute old, which is made so here.
  const deadIds = await heartbeats();
  const second = await startWorker();
  await until("the new worker's heartbeat", async () => (await heartbeats()).some((id) => !deadIds.includes(id)));
  expect((await jobRow(job.id)).sent).toBe(sentBefore.length);
  await db()
    .updateTable("worker_heartbeats")
    .set({ beat_at: sql`now() - interval '10 minutes'` })
    .where("worker_id", "in", deadIds)
    .execute();

  await until("the job to complete", async () => (await jobRow(job.id)).status === "completed", 40_000);
  expect(await jobRow(job.id)).toMatchObject({ status: "completed", sent: 6, succeeded: 6, failed: 0 });
  expect(second.output()).toContain("freed jobs held by workers that no longer run");

  // Every order arrived exactly once, under its own key.
  const orders = await ordersOf(job.id);
  const stored = await storedOrders(user.token);
  expect(stored).toHaveLength(6);
  expect(new Set(stored.map((order) => order.idempotency_key))).toEqual(new Set(orders.map((order) => order.idempotencyKey)));
  expect(new Set(stored.map((order) => (order.order as { order_number: string }).order_number)).size).toBe(6);

  // Nothing that had succeeded went out again. The order in flight at the kill went out
  // once more with its key, which the sandbox answered as a replay.
  const requests = sandbox.requestsOf(user.token);
  const sentKeys = new Set<string | null>(sentBefore.map((order) => order.idempotencyKey));
  expect(requests.filter((request) => request.at > killedAt && sentKeys.has(request.idempotencyKey))).toEqual([]);
  expect(requests.filter((request) => request.replayed).map((request) => request.idempotencyKey)).toEqual([inFlight.idempotencyKey]);
  expect(orders.find((order) => order.id === inFlight.id)).toMatchObject({ status: "succeeded", attempts: 2, httpStatus: 201 });

  const messages = (await logsOf(job.id)).map((line) => line.message);
  expect(messages.filter((message) => message === "Job started")).toHaveLength(1);
  expect(messages.filter((message) => message.startsWith("Job resumed"))).toEqual([`Job resumed after ${sentBefore.length} of 6 orders`]);
  expect(messages.at(-1)).toBe("Job finished: completed, 6 of 6 orders succeeded");

  second.process.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 90_000);

it("pauses a job when its worker stops gracefully, and the next worker resumes it at once", async () => {
  const user = await senderUser();
  const job = await jobTo(user, sandbox.origin, { totalOrders: 12, delaySeconds: 1 });
  const first = await startWorker();
  await until("2 orders to be sent", async () => (await jobRow(job.id)).sent >= 2);

  // graphile-worker waits for the running task, then (after 5 s) tells it to stop.
  first.process.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  const stoppedAt = Date.now();
  const paused = await jobRow(job.id);
  expect(paused).toMatchObject({ status: "running", finished_at: null });
  expect(paused.sent).toBeLessThan(12);
  // Queued again, with all its tries: a restart is no failure.
  expect(await queuedTask(job.id)).toEqual([{ attempts: 0, locked_by: null }]);
  const atStop = await ordersOf(job.id);
  const sentBefore = atStop.filter((order) => order.status === "succeeded");
  expect(sentBefore).toHaveLength(paused.sent);

  await startWorker();
  await until("the job to complete", async () => (await jobRow(job.id)).status === "completed", 40_000);
  expect(await jobRow(job.id)).toMatchObject({ sent: 12, succeeded: 12, failed: 0 });

  const orders = await ordersOf(job.id);
  const stored = await storedOrders(user.token);
  expect(stored.map((order) => order.idempotency_key)).toEqual(orders.map((order) => order.idempotencyKey));
  const sentKeys = new Set<string | null>(sentBefore.map((order) => order.idempotencyKey));
  expect(sandbox.requestsOf(user.token).filter((request) => request.at > stoppedAt && sentKeys.has(request.idempotencyKey))).toEqual([]);

  const messages = (await logsOf(job.id)).map((line) => line.message);
  expect(messages).toContain(`Job paused after ${paused.sent} of 12 orders: the worker is stopping; it resumes when a worker runs again`);
  expect(messages).toContain(`Job resumed after ${paused.sent} of 12 orders`);
  expect(messages.filter((message) => message === "Job started")).toHaveLength(1);
}, 90_000);
