import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";

/** A worker whose heartbeat is older than this is taken for dead. */
const DEAD_AFTER_SECONDS = 60;
export const HEARTBEAT_INTERVAL_MS = 15_000;

export async function recordHeartbeats(db: DB, workerIds: string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db
    .insertInto("worker_heartbeats")
    .values(workerIds.map((worker_id) => ({ worker_id, beat_at: new Date() })))
    .onConflict((oc) => oc.column("worker_id").doUpdateSet({ beat_at: sql`now()` }))
    .execute();
}

export async function forgetWorkers(db: DB, workerIds: string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db.deleteFrom("worker_heartbeats").where("worker_id", "in", workerIds).execute();
}

/**
 * Frees the graphile-worker jobs and queues held by workers that no longer run
 * (killed with -9, say), which graphile-worker itself would hold for 4 hours.
 * Workers of other live processes keep their locks: they beat every 15 s.
 */
export async function unlockJobsOfDeadWorkers(db: DB): Promise<string[]> {
  const { rows } = await sql<{ locked_by: string }>`
    select distinct locked_by from (
      select locked_by from graphile_worker._private_jobs where locked_by is not null
      union
      select locked_by from graphile_worker._private_job_queues where locked_by is not null
    ) held
    where not exists (
      select 1 from worker_heartbeats h
      where h.worker_id = held.locked_by and h.beat_at > now() - make_interval(secs => ${DEAD_AFTER_SECONDS})
    )
  `.execute(db);
  const dead = rows.map((row) => row.locked_by);
  if (dead.length > 0) {
    await sql`select graphile_worker.force_unlock_workers(${dead}::text[])`.execute(db);
    await forgetWorkers(db, dead);
  }
  return dead;
}
