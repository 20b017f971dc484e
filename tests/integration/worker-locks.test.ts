import { sql } from "kysely";
import { expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { recordHeartbeats, unlockJobsOfDeadWorkers } from "../../app/models/worker-heartbeats.server.ts";

async function lockedJob(workerId: string) {
  const { rows } = await sql<{ id: string }>`
    select id from graphile_worker.add_job('accounts__purge_expired', '{}'::json)
  `.execute(db());
  await sql`update graphile_worker._private_jobs set locked_by = ${workerId}, locked_at = now() where id = ${rows[0].id}`.execute(db());
  return rows[0].id;
}

async function lockOf(jobId: string) {
  const { rows } = await sql<{ locked_by: string | null }>`select locked_by from graphile_worker._private_jobs where id = ${jobId}`.execute(db());
  return rows[0].locked_by;
}

it("frees jobs held by workers that stopped beating, and leaves live workers' jobs alone", async () => {
  const deadJob = await lockedJob("worker-killed-with-9");
  const liveJob = await lockedJob("worker-still-running");
  await recordHeartbeats(db(), ["worker-still-running"]);

  expect(await unlockJobsOfDeadWorkers(db())).toEqual(["worker-killed-with-9"]);
  expect(await lockOf(deadJob)).toBeNull();
  expect(await lockOf(liveJob)).toBe("worker-still-running");
});
