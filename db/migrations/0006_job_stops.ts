import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
// A job that stops while it may be sending (cancelled, or deleted while pending or
// running) says so on the channel `job_stopped`, payload the job id. The worker listens,
// so a cancel reaches the sending loop at once instead of being polled before each order.
// A trigger, not the models: every way of stopping (a cancel, a delete, a user's
// account removed with its jobs) notifies, and the notice goes out only on commit.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_job_stopped() returns trigger language plpgsql as $$
    begin
      perform pg_notify('job_stopped', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger jobs_cancelled_notify after update of status on jobs
    for each row when (new.status = 'cancelled' and old.status in ('pending', 'running'))
    execute function notify_job_stopped()`.execute(db);
  await sql`
    create trigger jobs_deleted_notify after delete on jobs
    for each row when (old.status in ('pending', 'running'))
    execute function notify_job_stopped()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger jobs_deleted_notify on jobs`.execute(db);
  await sql`drop trigger jobs_cancelled_notify on jobs`.execute(db);
  await sql`drop function notify_job_stopped()`.execute(db);
}
