import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
// Every order's result is an UPDATE of its job_orders row. Postgres can make it a
// heap-only tuple (HOT) update, without new index entries, when no indexed column
// changes and the row's page has room for the new version. So:
// - sent_at loses its index: no query filters or sorts orders by it (lists go
//   through the job), and every result sets it;
// - pages are filled to 70 %, leaving room for the result version beside the row.
// Measured on 5,000 results in batches of 25 and of 250: 10 to 20 % less database time per result.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index job_orders_sent_at_idx`.execute(db);
  await sql`alter table job_orders set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table job_orders reset (fillfactor)`.execute(db);
  await sql`create index job_orders_sent_at_idx on job_orders (sent_at) where sent_at is not null`.execute(db);
}
