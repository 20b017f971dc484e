import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      username text not null,
      full_name text not null,
      password_hash text not null,
      role text not null default 'member' check (role in ('admin', 'member')),
      status text not null default 'active' check (status in ('active', 'disabled')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_login timestamptz,
      login_count integer not null default 0
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);

  await sql`
    create table sessions (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user_id_idx on sessions (user_id)`.execute(db);
  await sql`create index sessions_expires_at_idx on sessions (expires_at)`.execute(db);

  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_resets_user_id_idx on password_resets (user_id)`.execute(db);

  await sql`
    create table sign_in_failures (
      id bigint generated always as identity primary key,
      account_key text not null,
      failed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sign_in_failures_account_idx on sign_in_failures (account_key, failed_at)`.execute(db);

  await sql`
    create table worker_heartbeats (
      worker_id text primary key,
      beat_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["worker_heartbeats", "sign_in_failures", "password_resets", "sessions", "users"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
