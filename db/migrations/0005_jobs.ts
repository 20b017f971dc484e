import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
// A job is one generation: its orders are generated and stored when it is created,
// so the worker only sends what is already decided (and a restart resends nothing new).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'running', 'completed', 'failed', 'cancelled')),
      total integer not null check (total >= 0),
      sent integer not null default 0,
      succeeded integer not null default 0,
      failed integer not null default 0,
      config jsonb not null,
      seed bigint not null,
      dry_run boolean not null default false,
      base_url text not null,
      orders_endpoint text not null,
      store_id text not null,
      channel_id text not null,
      token text not null,
      repush_of uuid references jobs (id) on delete set null,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`comment on column jobs.token is 'AES-256-GCM ciphertext (key from APP_SECRET), bound to the job id'`.execute(db);
  await sql`create index jobs_user_created_idx on jobs (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index jobs_active_idx on jobs (user_id, status) where status in ('pending', 'running')`.execute(db);

  await sql`
    create table job_orders (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      position integer not null check (position >= 1),
      order_number text not null,
      external_id text not null,
      idempotency_key text not null,
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'skipped')),
      attempts integer not null default 0,
      http_status integer,
      duration_ms integer,
      response_excerpt text,
      error text,
      sent_at timestamptz
    )`.execute(db);
  await sql`create unique index job_orders_job_position_key on job_orders (job_id, position)`.execute(db);
  await sql`create index job_orders_sent_at_idx on job_orders (sent_at) where sent_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["job_orders", "jobs"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
