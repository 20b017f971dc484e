import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";
import type { JobStatus, LogLevel } from "../../db/schema.ts";
import { toJob, type Job } from "./jobs.server.ts";

// The send task's side of jobs (jobs/orders__send.ts): it works on a job by id
// alone, as the worker knows no user; pages and the API go through jobs.server.ts.
// Every write here is guarded by the job's status, so that a job cancelled or
// deleted meanwhile is never revived or finished by the task.

export type SendingStart =
  | { kind: "gone" }
  | { kind: "ended"; job: Job }
  | { kind: "sending"; job: Job; userId: string; storedToken: string; resumed: boolean };

/**
 * Takes a pending job into `running` (stamping started_at) or picks up one a stopped
 * worker left running (`resumed`). Finished and cancelled jobs are `ended`.
 */
export async function startJobSending(db: DB, jobId: string): Promise<SendingStart> {
  const started = await db
    .updateTable("jobs")
    .set({ status: "running", started_at: sql`coalesce(started_at, now())`, updated_at: sql`now()` })
    .where("id", "=", jobId)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  const row = started ?? (await db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst());
  if (!row) return { kind: "gone" };
  if (row.status !== "running") return { kind: "ended", job: toJob(row) };
  return { kind: "sending", job: toJob(row), userId: row.user_id, storedToken: row.token, resumed: !started };
}

/** The job's status now, or undefined once it is deleted. */
export async function jobStatus(db: DB, jobId: string): Promise<JobStatus | undefined> {
  const row = await db.selectFrom("jobs").select("status").where("id", "=", jobId).executeTakeFirst();
  return row?.status;
}

/** A pending order as the sender needs it: its body is the stored payload's JSON text, sent as it is. */
export interface OrderToSend {
  id: string;
  orderNumber: string;
  idempotencyKey: string;
  attempts: number;
  body: string;
}

/** The job's pending orders, in position order. */
export async function pendingOrdersToSend(db: DB, jobId: string): Promise<OrderToSend[]> {
  return db
    .selectFrom("job_orders")
    .select(["id", "order_number as orderNumber", "idempotency_key as idempotencyKey", "attempts", sql<string>`payload::text`.as("body")])
    .where("job_id", "=", jobId)
    .where("status", "=", "pending")
    .orderBy("position")
    .execute();
}

/** What one HTTP attempt came back with. */
export interface AttemptRecord {
  httpStatus: number | null;
  /** Of this attempt alone: from sending the request to having read the answer (or given up). */
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
}

/** What happened to one order since its progress was last written. */
export interface OrderProgress {
  orderId: string;
  /** HTTP attempts begun: counted as they start, so that a worker killed mid-request leaves the attempt on record. */
  attemptsBegun: number;
  /** The latest attempt's answer; null while none came back. */
  latest: AttemptRecord | null;
  /** Final: the order is sent (succeeded) or given up (failed). Null: still pending, perhaps to be retried. */
  result: "succeeded" | "failed" | null;
}

/** A log line about an order, written with its progress. */
export interface OrderLogLine {
  orderId: string;
  level: LogLevel;
  message: string;
  context: Record<string, unknown>;
}

/**
 * Writes a batch of sending progress, of any number of jobs, in ONE statement: the orders'
 * attempts and answers, the final results, each job's counters (sent, succeeded, failed)
 * and the log lines, so that they never disagree. Only pending orders move: a result
 * already recorded is not counted (or logged) twice. The counters also move for a job
 * cancelled while its orders were in flight, since they did go out. Returns each job's
 * status (its sending loop stops unless it is running); a deleted job is missing.
 */
export async function recordSendingProgress(
  db: DB,
  orders: (OrderProgress & { jobId: string })[],
  lines: (OrderLogLine & { jobId: string })[],
): Promise<Map<string, JobStatus>> {
  const progress = orders.map(({ jobId, orderId, attemptsBegun, latest, result }) => ({
    job_id: jobId,
    order_id: orderId,
    attempts_begun: attemptsBegun,
    answered: latest !== null,
    result,
    http_status: latest?.httpStatus ?? null,
    duration_ms: latest?.durationMs ?? null,
    response_excerpt: latest?.responseExcerpt ?? null,
    error: latest?.error ?? null,
  }));
  const logLines = lines.map(({ jobId, orderId, level, message, context }, index) => ({ job_id: jobId, order_id: orderId, level, message, context, n: index }));
  const { rows } = await sql<{ id: string; status: JobStatus }>`
    with progress as (
      select * from json_to_recordset(${JSON.stringify(progress)}::text::json) as p(
        job_id uuid, order_id uuid, attempts_begun integer, answered boolean, result text,
        http_status integer, duration_ms integer, response_excerpt text, error text
      )
    ), recorded as (
      update job_orders o
      set attempts = o.attempts + p.attempts_begun,
          status = coalesce(p.result, o.status),
          http_status = case when p.answered then p.http_status else o.http_status end,
          duration_ms = case when p.answered then p.duration_ms else o.duration_ms end,
          response_excerpt = case when p.answered then p.response_excerpt else o.response_excerpt end,
          error = case when p.answered then p.error else o.error end,
          sent_at = case when p.result is null then o.sent_at else now() end
      from progress p
      where o.id = p.order_id and o.job_id = p.job_id and o.status = 'pending'
      returning o.id, o.job_id, p.result
    ), counts as (
      select p.job_id,
             count(r.result) as sent,
             count(*) filter (where r.result = 'succeeded') as succeeded,
             count(*) filter (where r.result = 'failed') as failed
      from (select distinct job_id from progress) p
      left join recorded r on r.job_id = p.job_id
      group by p.job_id
    ), counted as (
      update jobs
      set sent = jobs.sent + counts.sent,
          succeeded = jobs.succeeded + counts.succeeded,
          failed = jobs.failed + counts.failed,
          updated_at = now()
      from counts
      where jobs.id = counts.job_id
      returning jobs.id, jobs.user_id, jobs.status
    ), logged as (
      insert into logs (user_id, level, message, job_id, context)
      select counted.user_id, l.level, l.message, l.job_id::text, l.context
      from json_to_recordset(${JSON.stringify(logLines)}::text::json) as l(job_id uuid, order_id uuid, level text, message text, context jsonb, n integer)
      join counted on counted.id = l.job_id
      where l.order_id in (select id from recorded)
      order by l.n
    )
    select id, status from counted
  `.execute(db);
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * Ends a running job once no order is pending: completed when every order succeeded,
 * failed when any failed. Undefined when the job is not running any more (a cancel
 * is never overwritten) or is gone.
 */
export async function finishJobSending(db: DB, jobId: string): Promise<Job | undefined> {
  const row = await db
    .updateTable("jobs")
    .set({
      status: sql`case when exists (select 1 from job_orders where job_id = jobs.id and status = 'failed') then 'failed' else 'completed' end`,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where("id", "=", jobId)
    .where("status", "=", "running")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("job_orders").select(sql`1`.as("one")).where("job_orders.job_id", "=", jobId).where("job_orders.status", "=", "pending"))),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toJob(row);
}

/** Ends a job that cannot be sent at all (its token unreadable, the worker out of tries) as failed, with the reason. */
export async function abandonJobSending(db: DB, jobId: string, error: string): Promise<Job | undefined> {
  const row = await db
    .updateTable("jobs")
    .set({ status: "failed", error, finished_at: sql`now()`, updated_at: sql`now()` })
    .where("id", "=", jobId)
    .where("status", "in", ["pending", "running"])
    .returningAll()
    .executeTakeFirst();
  return row && toJob(row);
}
