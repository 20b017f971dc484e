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

/**
 * Counts one more HTTP attempt of a pending order BEFORE it is made, so that a worker
 * killed mid-request still leaves the attempt on record. Undefined, and nothing
 * counted, when the job is no longer running (cancelled, deleted): this is also the
 * check that stops a job before its next order, in the same round trip.
 */
export async function beginOrderAttempt(db: DB, { jobId, orderId }: { jobId: string; orderId: string }): Promise<number | undefined> {
  const row = await db
    .updateTable("job_orders")
    .set({ attempts: sql`attempts + 1` })
    .where("id", "=", orderId)
    .where("job_id", "=", jobId)
    .where("status", "=", "pending")
    .where(({ exists, selectFrom }) =>
      exists(selectFrom("jobs").select(sql`1`.as("one")).where("jobs.id", "=", jobId).where("jobs.status", "=", "running")),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts;
}

/** What one HTTP attempt came back with. */
export interface AttemptRecord {
  httpStatus: number | null;
  /** Of this attempt alone: from sending the request to having read the answer (or given up). */
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
}

/** A failed attempt that will be retried: the order stays pending, showing its latest problem meanwhile. */
export async function recordRetriedAttempt(db: DB, orderId: string, attempt: AttemptRecord): Promise<void> {
  await db
    .updateTable("job_orders")
    .set({ http_status: attempt.httpStatus, duration_ms: attempt.durationMs, response_excerpt: attempt.responseExcerpt, error: attempt.error })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .execute();
}

/** The log line that goes with a result, written by the same statement. */
export interface ResultLogLine {
  level: LogLevel;
  message: string;
  context: Record<string, unknown>;
}

/**
 * An order's final result, the job's counters (sent, succeeded or failed) and the log
 * line of it in ONE statement, so the three never disagree. An order already recorded
 * is not counted (or logged) twice; the counters also move for a job cancelled while
 * the order was in flight, since the order did go out.
 */
export async function recordOrderResult(
  db: DB,
  { jobId, orderId }: { jobId: string; orderId: string },
  result: AttemptRecord & { status: "succeeded" | "failed" },
  line: ResultLogLine,
): Promise<void> {
  await sql`
    with recorded as (
      update job_orders
      set status = ${result.status}, http_status = ${result.httpStatus}, duration_ms = ${result.durationMs},
          response_excerpt = ${result.responseExcerpt}, error = ${result.error}, sent_at = now()
      where id = ${orderId} and job_id = ${jobId} and status = 'pending'
      returning status
    ), counted as (
      update jobs
      set sent = sent + 1,
          succeeded = succeeded + (recorded.status = 'succeeded')::int,
          failed = failed + (recorded.status = 'failed')::int,
          updated_at = now()
      from recorded
      where jobs.id = ${jobId}
      returning jobs.user_id
    )
    insert into logs (user_id, level, message, job_id, context)
    select user_id, ${line.level}, ${line.message}, ${jobId}, ${JSON.stringify(line.context)}::text::jsonb from counted
  `.execute(db);
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
