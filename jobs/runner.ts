// The worker process: graphile-worker with the project's tasks and crontab.
import { EventEmitter } from "node:events";
import { Logger, run, type Runner, type WorkerEvents } from "graphile-worker";
import { config, requireSetting } from "../app/config.server.ts";
import { createLogger, type LogLevel } from "../app/services/logger.server.ts";
import {
  forgetWorkers,
  HEARTBEAT_INTERVAL_MS,
  recordHeartbeats,
  unlockJobsOfDeadWorkers,
} from "../app/models/worker-heartbeats.server.ts";
import { closeDb, configureDb, db } from "../db/client.server.ts";
import { crontab } from "./crontab.ts";
import { taskList } from "./task-list.ts";

const log = createLogger("worker");

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const mapped: LogLevel = level === "error" ? "error" : level === "warning" ? "warn" : level === "debug" ? "debug" : "info";
  log[mapped](message, { ...(scope.taskIdentifier && { task: scope.taskIdentifier }), ...(scope.jobId && { jobId: scope.jobId }), ...(meta ?? {}) });
});

async function main() {
  const { WORKER_CONCURRENCY: concurrency } = config();
  // Tasks hold a connection only for a statement at a time (a job's progress is written
  // behind its sending, in batches), so ten serve any concurrency; two more for heartbeats
  // and lock checks. postgres.js queues a statement while all are busy.
  configureDb({ max: Math.min(concurrency, 10) + 2, asyncCommit: true });
  const freed = await unlockJobsOfDeadWorkers(db());
  if (freed.length > 0) log.warn(`freed jobs held by workers that no longer run: ${freed.join(", ")}`);

  // Subscribed before run(): the pool is created while run() starts. graphile-worker 0.18
  // locks jobs in its pool's name (locked_by = pool id), not its workers': the pool beats.
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  events.on("pool:create", ({ workerPool }) => {
    workerIds.add(workerPool.id);
    void recordHeartbeats(db(), [workerPool.id]);
  });

  const runner: Runner = await run({
    connectionString: requireSetting("DATABASE_URL"),
    concurrency,
    // graphile-worker's own pool only fetches and completes jobs: half the concurrency
    // keeps it from queueing while web + worker stay under Postgres's 100 connections.
    maxPoolSize: Math.max(10, Math.ceil(concurrency / 2)),
    noHandleSignals: true,
    taskList,
    crontab,
    logger: workerLogger,
    events,
    // Without these zero delays a graceful stop can lose the last job's completion.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  });
  const beat = setInterval(() => {
    recordHeartbeats(db(), [...workerIds]).catch((error) => log.error("heartbeat failed", { error: String(error) }));
    // Not only at start: a worker killed while this one runs (or just before it started, its
    // heartbeat still fresh) would otherwise hold its jobs, a half-sent order job among them, for 4 hours.
    unlockJobsOfDeadWorkers(db())
      .then((dead) => dead.length > 0 && log.warn(`freed jobs held by workers that no longer run: ${dead.join(", ")}`))
      .catch((error) => log.error("freeing the jobs of dead workers failed", { error: String(error) }));
  }, HEARTBEAT_INTERVAL_MS);
  log.info(`worker started (concurrency ${concurrency})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`received ${signal}, finishing the current jobs`);
    clearInterval(beat);
    await runner.stop();
    await forgetWorkers(db(), [...workerIds]);
    await closeDb();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await runner.promise;
}

main().catch((error) => {
  log.error(`worker failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
