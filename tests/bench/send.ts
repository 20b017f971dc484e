// npm run bench -- send
// How fast Orderbench sends orders, beside autocannon POSTing the same payloads to the
// same plain HTTP sink at the same concurrency: one job of 100 orders at delay 0
// (concurrency 1), and 50 such jobs at once (worker concurrency 50 beside 50 connections).
// Orderbench's figure runs from the jobs' commit to the last result persisted, through
// the real path: graphile-worker queue, the orders__send task, a result row per order.
// autocannon runs for a fixed time at the same concurrency, cycling through the same payloads;
// so does a bare loop of the HTTP client Orderbench sends with, the ceiling of any sender here.
// Each process's CPU time per order (cpu.ts) shows what bounds each rate on a machine of few cores.
import { fork, spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { once } from "node:events";
import autocannon from "autocannon";
import { Agent, request } from "undici";
import { sql } from "kysely";
import type { DispatchOrderPayload } from "../../app/lib/generator/orders.ts";
import { DEFAULT_GENERATOR_CONFIG } from "../../app/lib/generator/config.ts";
import { saveDispatchSettings } from "../../app/models/settings.server.ts";
import { upsertSkus } from "../../app/models/skus.server.ts";
import { registerUser } from "../../app/models/users.server.ts";
import { startJob } from "../../app/services/job-generation.server.ts";
import { cpuMeter, isLinux, processesNamed } from "./cpu.ts";
import { benchDatabase } from "./database.ts";

const ORDERS_PER_JOB = 100;
const ROUNDS = 3;
const CANNON_SECONDS = 5;
const WARM_UP_ORDERS = 5_000;
const SCENARIOS = [
  { name: "1 job × 100 orders", jobs: 1 },
  { name: "50 jobs × 100 orders", jobs: 50 },
] as const;

process.env.APP_SECRET ??= "bench-app-secret-bench-app-secret";
const { db, url, close } = await benchDatabase("send");

const sink = fork("tests/bench/sink.ts", [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
const [{ port }] = (await once(sink, "message")) as [{ port: number }];
const sinkUrl = `http://127.0.0.1:${port}`;
const sinkStats = async () =>
  (await (await fetch(`${sinkUrl}/stats`)).json()) as { received: number; distinctKeys: number; firstAt: number; lastAt: number };
const resetSink = () => fetch(`${sinkUrl}/stats`, { method: "DELETE" });

function startWorker(concurrency: number): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ["jobs/runner.ts"], {
    env: { ...process.env, DATABASE_URL: url, WORKER_CONCURRENCY: String(concurrency), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    worker.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker started")) resolve(worker);
    });
    worker.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

async function stopWorker(worker: ChildProcess) {
  worker.removeAllListeners("exit");
  worker.kill("SIGTERM");
  await once(worker, "exit");
}

/**
 * The ceiling for any sender in Node on this machine: the HTTP client Orderbench uses (undici),
 * POSTing the same payloads in `connections` sequential loops, with no database at all.
 */
async function bareClientRate(url: string, bodies: string[], connections: number, seconds: number): Promise<{ rate: number; sent: number }> {
  const dispatcher = new Agent();
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let next = loop; performance.now() < until; next += connections) {
        const response = await request(url, {
          dispatcher,
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer bench-token", "idempotency-key": crypto.randomUUID() },
          body: bodies[next % bodies.length],
        });
        await response.body.text();
        sent += 1;
      }
    }),
  );
  const rate = sent / ((performance.now() - started) / 1000);
  await dispatcher.close();
  return { rate, sent };
}

/** µs of CPU time per order (or request), by process. */
const perItem = (cpuMs: Record<string, number>, count: number) => Object.fromEntries(Object.entries(cpuMs).map(([group, ms]) => [group, (ms * 1000) / count]));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;

try {
  const user = await registerUser(db, { email: "bench@example.com", fullName: "Bench Mark", password: "bench-password" });
  await upsertSkus(
    db,
    user.id,
    Array.from({ length: 50 }, (_, i) => ({
      sku: `BENCH-${String(i).padStart(3, "0")}`,
      title: `Bench product ${i}`,
      tags: ["bench"],
      price: `${(i % 40) + 5}.99`,
      minQuantity: 1,
      maxQuantity: 3,
      weight: "0.5",
      active: true,
    })) as never,
  );
  await saveDispatchSettings(db, user.id, { baseUrl: sinkUrl, token: "bench-token", storeId: "bench-store", channelId: "web", ordersEndpoint: "/api/v1/orders" });
  const config = { ...DEFAULT_GENERATOR_CONFIG, totalOrders: ORDERS_PER_JOB, delaySeconds: 0, useRandomCustomer: true };

  /** One round of Orderbench: `count` jobs created at once, until all have ended. */
  async function sendJobs(count: number, workerPid: number) {
    await resetSink();
    // Generated and committed together, so that the workers find them all at once.
    const jobs = await db.transaction().execute(async (trx) => {
      const created = [];
      for (let i = 0; i < count; i++) created.push(await startJob(trx, user.id, { config }));
      return created;
    });
    // From the commit: the orders' generation is not part of sending them.
    const cpu = cpuMeter({ worker: () => [workerPid], postgres: () => processesNamed("postgres"), sink: () => [sink.pid!] });
    const ids = jobs.map((job) => job.id);
    for (;;) {
      const row = await db
        .selectFrom("jobs")
        .select(sql<string>`count(*) filter (where status in ('pending', 'running'))`.as("active"))
        .where("id", "in", ids)
        .executeTakeFirstOrThrow();
      if (Number(row.active) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const cpuMs = cpu();
    // From the first job's start (a worker took it, moments after its commit) to the last result, on the database's clock.
    const span = await db
      .selectFrom("jobs")
      .select([
        sql<string>`extract(epoch from max(finished_at) - min(started_at))`.as("seconds"),
        sql<string>`extract(epoch from min(started_at)) * 1000`.as("startedAt"),
        sql<string>`extract(epoch from max(finished_at)) * 1000`.as("finishedAt"),
      ])
      .where("id", "in", ids)
      .executeTakeFirstOrThrow();
    const total = count * ORDERS_PER_JOB;
    const results = await db
      .selectFrom("job_orders")
      .select(sql<string>`count(*) filter (where status = 'succeeded' and http_status = 201 and sent_at is not null)`.as("ok"))
      .where("job_id", "in", ids)
      .executeTakeFirstOrThrow();
    const stats = await sinkStats();
    return {
      ids,
      rate: total / Number(span.seconds),
      cpuPerOrder: perItem(cpuMs, total),
      // Where the time went: before the first order reached the sink, while they arrived, after the last.
      phases: [stats.firstAt - Number(span.startedAt), stats.lastAt - stats.firstAt, Number(span.finishedAt) - stats.lastAt],
      persisted: Number(results.ok) === total && stats.received === total && stats.distinctKeys === total,
    };
  }

  console.info(
    `Send benchmark: ${ORDERS_PER_JOB} orders per job at delay 0 to a plain HTTP sink on loopback, median of ${ROUNDS} rounds, ` +
      `each side warmed up first (Orderbench by ${WARM_UP_ORDERS.toLocaleString("en-US")} orders, autocannon within its run)`,
  );
  for (const scenario of SCENARIOS) {
    const worker = await startWorker(scenario.jobs);
    // A fresh worker runs cold code, as autocannon does in its first second: both are measured warm.
    for (let sent = 0; sent < WARM_UP_ORDERS; sent += scenario.jobs * ORDERS_PER_JOB) await sendJobs(scenario.jobs, worker.pid!);
    const orderbench: number[] = [];
    const phases: number[][] = [];
    const cpuOurs: Record<string, number>[] = [];
    const cpuCannon: Record<string, number>[] = [];
    const cpuBare: Record<string, number>[] = [];
    const cannon: number[] = [];
    const bare: number[] = [];
    let persisted = true;
    let payloads: DispatchOrderPayload[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measured = await sendJobs(scenario.jobs, worker.pid!);
      cpuOurs.push(measured.cpuPerOrder);
      persisted &&= measured.persisted;
      orderbench.push(measured.rate);
      phases.push(measured.phases);
      if (round === 0) {
        const rows = await db.selectFrom("job_orders").select("payload").where("job_id", "in", measured.ids).execute();
        payloads = rows.map((row) => row.payload as DispatchOrderPayload);
      }

      // autocannon stops on a whole-second tick, so a run of just `total` requests would mostly
      // measure its tick: it runs for a fixed time instead, and its steady rate is taken.
      let next = 0;
      const bodies = payloads.map((payload) => JSON.stringify(payload));
      const cannonCpu = cpuMeter({ autocannon: () => [process.pid], sink: () => [sink.pid!] });
      const result = await autocannon({
        url: `${sinkUrl}/api/v1/orders`,
        connections: scenario.jobs,
        duration: CANNON_SECONDS,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => ({
              ...request,
              headers: { "content-type": "application/json", authorization: "Bearer bench-token", "idempotency-key": crypto.randomUUID() },
              body: bodies[next++ % bodies.length],
            }),
          },
        ],
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`autocannon: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      cannon.push(result.requests.total / result.duration);
      cpuCannon.push(perItem(cannonCpu(), result.requests.total));
      const bareCpu = cpuMeter({ undici: () => [process.pid], sink: () => [sink.pid!] });
      const bareRun = await bareClientRate(`${sinkUrl}/api/v1/orders`, bodies, scenario.jobs, CANNON_SECONDS);
      bare.push(bareRun.rate);
      cpuBare.push(perItem(bareCpu(), bareRun.sent));
    }
    await stopWorker(worker);
    const ours = median(orderbench);
    const theirs = median(cannon);
    console.info(`  ${scenario.name.padEnd(22)} Orderbench ${rate(ours)} orders, autocannon ${rate(theirs)} requests: ${(ours / theirs).toFixed(2)}× (target ≥ 0.70×)`);
    const phase = (index: number) => `${median(phases.map((round) => round[index])).toFixed(1)} ms`;
    console.info(`  ${"".padEnd(22)} Orderbench's time: ${phase(0)} to the first order at the sink, ${phase(1)} to the last, ${phase(2)} to the job's end`);
    console.info(`  ${"".padEnd(22)} undici alone, no database, same connections: ${rate(median(bare))} requests (${(median(bare) / theirs).toFixed(2)}× autocannon)`);
    if (isLinux()) {
      const cpu = (rounds: Record<string, number>[]) =>
        Object.keys(rounds[0])
          .map((group) => `${group} ${Math.round(median(rounds.map((round) => round[group])))} µs`)
          .join(", ");
      console.info(`  ${"".padEnd(22)} CPU time per order: ${cpu(cpuOurs)}; per autocannon request: ${cpu(cpuCannon)}; per bare undici request: ${cpu(cpuBare)} (${availableParallelism()} cores)`);
    }
    console.info(`  ${"".padEnd(22)} every result persisted (201, sent_at) and received once by the sink: ${persisted ? "yes" : "NO"}`);
  }
} finally {
  sink.kill();
  await close();
}
