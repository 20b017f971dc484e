import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table logs (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      level text not null check (level in ('info', 'warn', 'error')),
      created_at timestamptz not null default now(),
      message text not null,
      job_id text,
      context jsonb not null default '{}'
    )`.execute(db);
  await sql`create index logs_user_created_idx on logs (user_id, created_at desc, id desc)`.execute(db);

  await sql`
    create table shopify_imports (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      status text not null default 'running' check (status in ('running', 'completed', 'failed')),
      created integer not null default 0,
      updated integer not null default 0,
      derived integer not null default 0,
      pages integer not null default 0,
      error text,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index shopify_imports_user_started_idx on shopify_imports (user_id, started_at desc)`.execute(db);
  // One running import per user: a second start fails on this index, whichever process races it.
  await sql`create unique index shopify_imports_one_running_key on shopify_imports (user_id) where status = 'running'`.execute(db);

  // The sandbox Shopify Admin API's settable behaviour, per access token (stored as its SHA-256).
  await sql`
    create table sandbox_shopify_behaviours (
      token_hash text primary key,
      throttle_every integer not null default 0 check (throttle_every >= 0),
      retry_after_seconds numeric(6, 1) not null default 1 check (retry_after_seconds >= 0),
      request_count bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sandbox_shopify_behaviours", "shopify_imports", "logs"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
