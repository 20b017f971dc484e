import { type Kysely, sql } from "kysely";

// Frozen: a released migration never changes; later changes get a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table skus (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      sku text not null,
      title text not null,
      tags text[] not null default '{}',
      price numeric(12, 2) not null check (price >= 0),
      min_quantity integer not null check (min_quantity >= 1),
      max_quantity integer not null check (max_quantity >= min_quantity),
      weight numeric(12, 3) not null default 0 check (weight >= 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index skus_user_sku_key on skus (user_id, sku)`.execute(db);
  await sql`create index skus_user_created_idx on skus (user_id, created_at desc, id)`.execute(db);
  await sql`create index skus_user_title_idx on skus (user_id, lower(title))`.execute(db);
  await sql`create index skus_user_price_idx on skus (user_id, price)`.execute(db);
  // Search matches sku, title or any tag anywhere in the text: a trigram index on a
  // stored search column serves LIKE '%…%' without recomputing the text per row.
  // array_to_string is only STABLE, so an IMMUTABLE wrapper (true for text[]) lets a generated column use it.
  await sql`
    create function sku_search_text(sku text, title text, tags text[]) returns text
    language sql immutable parallel safe
    as $$ select lower(sku || ' ' || title || ' ' || array_to_string(tags, ' ')) $$`.execute(db);
  await sql`alter table skus add column search_text text generated always as (sku_search_text(sku, title, tags)) stored`.execute(db);
  await sql`create index skus_search_idx on skus using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`
    create table customers (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      label text not null,
      name text not null,
      email text not null,
      phone text,
      address1 text not null,
      address2 text,
      city text not null,
      postcode text not null,
      country char(2) not null,
      weight numeric(12, 3) not null default 1 check (weight >= 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customers_user_created_idx on customers (user_id, created_at desc, id)`.execute(db);
  await sql`create index customers_user_label_idx on customers (user_id, lower(label))`.execute(db);
  await sql`
    create index customers_search_idx on customers
    using gin ((lower(label || ' ' || name || ' ' || email || ' ' || city || ' ' || country)) gin_trgm_ops)`.execute(db);

  await sql`
    create table settings (
      user_id uuid primary key references users (id) on delete cascade,
      dispatch_base_url text,
      dispatch_token text,
      dispatch_store_id text,
      dispatch_channel_id text,
      dispatch_orders_endpoint text,
      shopify_shop_domain text,
      shopify_access_token text,
      shopify_api_version text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on column settings.dispatch_token is 'AES-256-GCM ciphertext (key from APP_SECRET)'`.execute(db);
  await sql`comment on column settings.shopify_access_token is 'AES-256-GCM ciphertext (key from APP_SECRET)'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["settings", "customers", "skus"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop function sku_search_text`.execute(db);
}
