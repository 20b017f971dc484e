import { sql, type Selectable } from "kysely";
import { inTransaction, type DB } from "../../db/client.server.ts";
import type { JobOrdersTable, JobOrderStatus, JobsTable, JobStatus } from "../../db/schema.ts";
import type { GeneratorConfig } from "../lib/generator/config.ts";
import type { DispatchOrderPayload } from "../lib/generator/orders.ts";
import { isUuid } from "../lib/ids.ts";
import type { ListQuery } from "../lib/list-query.ts";
import type { DATE_RANGES } from "../lib/preferences.ts";
import { decryptSecret, encryptSecret } from "../services/secrets.server.ts";
import { searchSortAndPage } from "./owned-list.server.ts";

// Jobs and their orders. A job's orders are generated when it is created and stored
// with it; the send task (jobs/orders__send.ts) only works through them.

export const SEND_ORDERS_TASK = "orders__send";
export const JOB_STATUSES = ["pending", "running", "completed", "failed", "cancelled"] as const satisfies readonly JobStatus[];
export const ACTIVE_JOB_STATUSES: readonly JobStatus[] = ["pending", "running"];

export type DateRange = (typeof DATE_RANGES)[number];
const RANGE_INTERVALS: Record<DateRange, string> = { "24h": "24 hours", "7d": "7 days", "30d": "30 days", "90d": "90 days" };

/** Where a job's orders go; the token is decrypted only for sending. */
export interface JobDestination {
  baseUrl: string;
  ordersEndpoint: string;
  storeId: string;
  channelId: string;
}

/** A job as pages and the API show it (spec §3). */
export interface Job {
  id: string;
  status: JobStatus;
  total: number;
  sent: number;
  succeeded: number;
  failed: number;
  config: GeneratorConfig & { seed: number };
  seed: number;
  dryRun: boolean;
  destination: JobDestination;
  repushOf: string | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** One order of a job with the result of sending it. */
export interface JobOrder {
  id: string;
  position: number;
  orderNumber: string;
  externalId: string;
  idempotencyKey: string;
  payload: DispatchOrderPayload;
  status: JobOrderStatus;
  attempts: number;
  httpStatus: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  sentAt: Date | null;
}

type JobRow = Selectable<JobsTable>;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    sent: row.sent,
    succeeded: row.succeeded,
    failed: row.failed,
    config: row.config as Job["config"],
    seed: Number(row.seed),
    dryRun: row.dry_run,
    destination: { baseUrl: row.base_url, ordersEndpoint: row.orders_endpoint, storeId: row.store_id, channelId: row.channel_id },
    repushOf: row.repush_of,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export function toJobOrder(row: Selectable<JobOrdersTable>): JobOrder {
  return {
    id: row.id,
    position: row.position,
    orderNumber: row.order_number,
    externalId: row.external_id,
    idempotencyKey: row.idempotency_key,
    payload: row.payload as DispatchOrderPayload,
    status: row.status,
    attempts: row.attempts,
    httpStatus: row.http_status,
    durationMs: row.duration_ms,
    responseExcerpt: row.response_excerpt,
    error: row.error,
    sentAt: row.sent_at,
  };
}

const tokenContext = (jobId: string) => `jobs:${jobId}:token`;

/** The job's dispatch token, decrypted for the sender. */
export function jobToken(jobId: string, stored: string): string {
  return decryptSecret(stored, tokenContext(jobId));
}

export interface NewJob {
  userId: string;
  config: GeneratorConfig;
  seed: number;
  dryRun: boolean;
  destination: JobDestination & { token: string };
  orders: DispatchOrderPayload[];
  repushOf?: string | null;
}

/**
 * Writes the job, every order and the send task in ONE transaction: no job without
 * its task, no task without its job. A dry run records its orders as skipped and
 * ends at once, with no task.
 */
export async function createJob(db: DB, job: NewJob): Promise<Job> {
  const id = crypto.randomUUID();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("jobs")
      .values({
        id,
        user_id: job.userId,
        status: job.dryRun ? "completed" : "pending",
        total: job.orders.length,
        config: { ...job.config, seed: job.seed },
        seed: job.seed,
        dry_run: job.dryRun,
        base_url: job.destination.baseUrl,
        orders_endpoint: job.destination.ordersEndpoint,
        store_id: job.destination.storeId,
        channel_id: job.destination.channelId,
        token: encryptSecret(job.destination.token, tokenContext(id)),
        repush_of: job.repushOf ?? null,
        finished_at: job.dryRun ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Inserted in slices: 100 orders of 10 items stay far below Postgres's parameter limit anyway.
    for (let start = 0; start < job.orders.length; start += 500) {
      await trx
        .insertInto("job_orders")
        .values(
          job.orders.slice(start, start + 500).map((order, index) => ({
            job_id: id,
            position: start + index + 1,
            order_number: order.order_number,
            external_id: order.external_id,
            // Fresh per job: a repushed order is a new delivery attempt of the same external_id.
            idempotency_key: crypto.randomUUID(),
            payload: order,
            status: job.dryRun ? ("skipped" as const) : ("pending" as const),
          })),
        )
        .execute();
    }
    if (!job.dryRun) await enqueueJobSending(trx, id);
    return toJob(row);
  });
}

const sendTaskKey = (jobId: string) => `job:${jobId}`;

/**
 * Queues the job's send task. The job_key lets Delete take it off the queue before a
 * worker picks it up, and lets a worker that stops re-queue the job it was sending.
 */
export async function enqueueJobSending(db: DB, jobId: string): Promise<void> {
  await sql`
    select graphile_worker.add_job(
      identifier => ${SEND_ORDERS_TASK},
      payload => ${JSON.stringify({ jobId })}::text::json,
      job_key => ${sendTaskKey(jobId)},
      max_attempts => 10
    )`.execute(db);
}

interface Target {
  id: string;
  userId: string;
}

export async function getJob(db: DB, { id, userId }: Target): Promise<Job | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toJob(row);
}

/** The job's orders in sending order. */
export async function getJobOrders(db: DB, jobId: string, { status }: { status?: JobOrderStatus } = {}): Promise<JobOrder[]> {
  let query = db.selectFrom("job_orders").selectAll().where("job_id", "=", jobId);
  if (status) query = query.where("status", "=", status);
  const rows = await query.orderBy("position").execute();
  return rows.map(toJobOrder);
}

export interface JobFilter {
  status: JobStatus | null;
  range: DateRange;
}

function filtered(db: DB, userId: string, filter: JobFilter) {
  let query = db
    .selectFrom("jobs")
    .where("user_id", "=", userId)
    .where("created_at", ">=", sql<Date>`now() - ${RANGE_INTERVALS[filter.range]}::interval`);
  if (filter.status) query = query.where("status", "=", filter.status);
  return query;
}

export const JOB_SORTS = {
  created_at: sql`created_at`,
  status: sql`status`,
  total: sql`total`,
  duration: sql`updated_at - created_at`,
};
export const JOB_SORT_KEYS = Object.keys(JOB_SORTS);

/** One page of the user's jobs in the time range, with the status filter and a search by job id (prefix or any part). */
export async function listJobs(db: DB, userId: string, filter: JobFilter, query: ListQuery): Promise<{ jobs: Job[]; total: number }> {
  const { rows, total } = await searchSortAndPage<JobRow>(filtered(db, userId, filter), query, { sorts: JOB_SORTS, searchText: sql<string>`id::text` });
  return { jobs: rows.map(toJob), total };
}

/** The Order History cards over the same filter as the list: Total Jobs, Completed, Failed, Total Orders. */
export async function jobStats(db: DB, userId: string, filter: JobFilter): Promise<{ totalJobs: number; completed: number; failed: number; totalOrders: number }> {
  const row = await filtered(db, userId, filter)
    .select([
      sql<string>`count(*)`.as("total_jobs"),
      sql<string>`count(*) filter (where status = 'completed')`.as("completed"),
      sql<string>`count(*) filter (where status = 'failed')`.as("failed"),
      sql<string>`coalesce(sum(total), 0)`.as("total_orders"),
    ])
    .executeTakeFirstOrThrow();
  return { totalJobs: Number(row.total_jobs), completed: Number(row.completed), failed: Number(row.failed), totalOrders: Number(row.total_orders) };
}

/** Whether the user has jobs still to finish (pages refresh themselves while so). */
export async function hasActiveJobs(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom("jobs").select("id").where("user_id", "=", userId).where("status", "in", ACTIVE_JOB_STATUSES).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Cancels a pending or running job: the task sees the status before its next order
 * and stops. Finished jobs stay as they are. Undefined when the user has no such job.
 */
export async function cancelJob(db: DB, target: Target): Promise<{ job: Job; cancelled: boolean } | undefined> {
  if (!isUuid(target.id)) return undefined;
  const row = await db
    .updateTable("jobs")
    .set({ status: "cancelled", updated_at: new Date(), finished_at: new Date() })
    .where("id", "=", target.id)
    .where("user_id", "=", target.userId)
    .where("status", "in", ACTIVE_JOB_STATUSES)
    .returningAll()
    .executeTakeFirst();
  if (row) return { job: toJob(row), cancelled: true };
  const job = await getJob(db, target);
  return job && { job, cancelled: false };
}

/** Deletes a job and its orders; a queued send task is taken off the queue, a running one stops at its next order. */
export async function deleteJob(db: DB, { id, userId }: Target): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("jobs").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
    if (!deleted) return false;
    // remove_job leaves a job a worker has locked alone; that task finds its row gone and ends.
    await sql`select graphile_worker.remove_job(${sendTaskKey(id)})`.execute(trx);
    return true;
  });
}

export class JobNotRepushableError extends Error {
  constructor() {
    super("Only failed jobs can be repushed");
  }
}

/**
 * A new job of exactly the failed orders' payloads, to the same destination and linked
 * to the original. The orders keep their external_id; each gets a fresh idempotency key.
 */
export async function repushJob(db: DB, target: Target): Promise<Job | undefined> {
  const job = await getJob(db, target);
  if (!job) return undefined;
  if (job.status !== "failed") throw new JobNotRepushableError();
  const row = await db.selectFrom("jobs").select("token").where("id", "=", job.id).executeTakeFirstOrThrow();
  const failed = await getJobOrders(db, job.id, { status: "failed" });
  if (failed.length === 0) throw new JobNotRepushableError();
  return createJob(db, {
    userId: target.userId,
    config: { ...job.config, totalOrders: failed.length },
    seed: job.seed,
    dryRun: false,
    destination: { ...job.destination, token: jobToken(job.id, row.token) },
    orders: failed.map((order) => order.payload),
    repushOf: job.id,
  });
}
