import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
// The built-in sandbox dispatch API. Its accounts are bearer tokens, kept only as
// their SHA-256 (`account`): any token opens an account of its own.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sandbox_orders (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      account text not null,
      idempotency_key text,
      payload jsonb not null,
      response jsonb not null,
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create unique index sandbox_orders_idempotency_key on sandbox_orders (account, idempotency_key)
    where idempotency_key is not null`.execute(db);
  // Newest first: seq orders what arrived within the same millisecond too.
  await sql`create index sandbox_orders_account_seq_idx on sandbox_orders (account, seq desc)`.execute(db);

  await sql`
    create table sandbox_behaviours (
      account text primary key,
      latency_ms integer not null default 0 check (latency_ms between 0 and 60000),
      failure_rate double precision not null default 0 check (failure_rate between 0 and 1),
      failure_status integer not null default 500 check (failure_status in (429, 500)),
      retry_after_seconds integer not null default 1 check (retry_after_seconds between 0 and 3600),
      request_count bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sandbox_behaviours", "sandbox_orders"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
