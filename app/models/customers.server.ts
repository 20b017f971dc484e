import { sql, type Selectable } from "kysely";
import { inTransaction, type DB } from "../../db/client.server.ts";
import type { CustomersTable } from "../../db/schema.ts";
import { isUuid } from "../lib/ids.ts";
import type { ListQuery } from "../lib/list-query.ts";
import { LABEL_MAX_LENGTH, type CustomerInput } from "../lib/schemas/customer.ts";
import { activeCounts, searchSortAndPage } from "./owned-list.server.ts";

type CustomerRow = Selectable<CustomersTable>;

/** A test customer as pages and the API show it (spec §3). */
export interface Customer {
  id: string;
  label: string;
  customer: { name: string; email: string; phone: string | null };
  address: { address1: string; address2: string | null; city: string; postcode: string; country: string };
  weight: number;
  active: boolean;
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    label: row.label,
    customer: { name: row.name, email: row.email, phone: row.phone },
    address: { address1: row.address1, address2: row.address2, city: row.city, postcode: row.postcode, country: row.country },
    weight: Number(row.weight),
    active: row.active,
  };
}

const columns = (input: CustomerInput) => ({
  label: input.label,
  name: input.name,
  email: input.email,
  phone: input.phone,
  address1: input.address1,
  address2: input.address2,
  city: input.city,
  postcode: input.postcode,
  country: input.country,
  weight: String(input.weight),
  active: input.active,
});

type Target = { id: string; userId: string };

export async function createCustomer(db: DB, userId: string, input: CustomerInput): Promise<Customer> {
  const row = await db.insertInto("customers").values({ user_id: userId, ...columns(input) }).returningAll().executeTakeFirstOrThrow();
  return toCustomer(row);
}

/** Undefined when the customer does not exist or belongs to someone else. */
export async function getCustomer(db: DB, { id, userId }: Target): Promise<Customer | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom("customers").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toCustomer(row);
}

export async function updateCustomer(db: DB, { id, userId }: Target, input: CustomerInput): Promise<Customer | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .updateTable("customers")
    .set({ ...columns(input), updated_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  return row && toCustomer(row);
}

export async function deleteCustomer(db: DB, { id, userId }: Target): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom("customers").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const COPY_SUFFIX = " (copy)";

/** A copy labelled '<label> (copy)', cut so the label still fits its limit; undefined when the original is not the user's. */
export async function duplicateCustomer(db: DB, { id, userId }: Target): Promise<Customer | undefined> {
  if (!isUuid(id)) return undefined;
  const keep = LABEL_MAX_LENGTH - COPY_SUFFIX.length;
  const row = await db
    .insertInto("customers")
    .columns(["user_id", "label", "name", "email", "phone", "address1", "address2", "city", "postcode", "country", "weight", "active"])
    .expression((eb) =>
      eb
        .selectFrom("customers")
        .select([
          "user_id",
          sql<string>`case when length(label) > ${keep} then left(label, ${keep}) else label end || ${COPY_SUFFIX}`.as("label"),
          "name",
          "email",
          "phone",
          "address1",
          "address2",
          "city",
          "postcode",
          "country",
          "weight",
          "active",
        ])
        .where("id", "=", id)
        .where("user_id", "=", userId),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toCustomer(row);
}

const SORTS = {
  label: sql`lower(label)`,
  name: sql`lower(name)`,
  city: sql`lower(city)`,
  weight: sql`weight`,
  active: sql`active`,
  created_at: sql`created_at`,
} as const;
export const CUSTOMER_SORT_KEYS = Object.keys(SORTS);

/** Exactly the expression customers_search_idx covers, so the trigram index serves the search. */
const searchText = sql<string>`lower(label || ' ' || name || ' ' || email || ' ' || city || ' ' || country)`;

export async function listCustomers(db: DB, userId: string, query: ListQuery): Promise<{ customers: Customer[]; total: number }> {
  const base = db.selectFrom("customers").where("user_id", "=", userId);
  const { rows, total } = await searchSortAndPage<CustomerRow>(base, query, { sorts: SORTS, searchText });
  return { customers: rows.map(toCustomer), total };
}

export async function customerStats(db: DB, userId: string): Promise<{ total: number; active: number; inactive: number; averageWeight: number }> {
  const { average, ...counts } = await activeCounts(db, "customers", userId, { column: "weight", decimals: 1 });
  return { ...counts, averageWeight: average };
}

const INSERT_CHUNK = 5_000;

/**
 * Adds every customer in one transaction: all or nothing. Rows go in batches through
 * jsonb_to_recordset, which keeps 100,000 rows to a few statements.
 * Customers have no natural key, so an import adds; it never matches existing rows.
 */
export async function insertCustomers(db: DB, userId: string, inputs: CustomerInput[]): Promise<string[]> {
  const ids: string[] = [];
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
      const chunk = inputs.slice(start, start + INSERT_CHUNK).map(columns);
      // One statement's rows share now(): a microsecond apiece keeps the file's order in
      // created_at, so the list and the export show them as the file had them.
      const { rows } = await sql<{ id: string }>`
        insert into customers (user_id, label, name, email, phone, address1, address2, city, postcode, country, weight, active, created_at, updated_at)
        select ${userId}::uuid, r.label, r.name, r.email, r.phone, r.address1, r.address2, r.city, r.postcode, r.country,
               r.weight::numeric, r.active, now() + (${start}::bigint + r.n) * interval '1 microsecond', now()
        from rows from (
          jsonb_to_recordset(${JSON.stringify(chunk)}::text::jsonb)
            as (label text, name text, email text, phone text, address1 text, address2 text, city text, postcode text,
                country text, weight text, active boolean)
        ) with ordinality as r(label, name, email, phone, address1, address2, city, postcode, country, weight, active, n)
        order by r.n
        returning id
      `.execute(trx);
      for (const row of rows) ids.push(row.id);
    }
  });
  return ids;
}

/** The user's customers with these ids, in that order (what a bulk insert answers with). */
export async function customersByIds(db: DB, userId: string, ids: string[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  // One JSON parameter, not one per id: postgres caps a statement at 65,535 parameters.
  const rows = await db
    .selectFrom("customers")
    .selectAll()
    .where("user_id", "=", userId)
    .where(sql<boolean>`id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb))`)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toCustomer(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every customer of the user, oldest first, in batches read through a server-side cursor (for the CSV export). */
export async function* allCustomers(db: DB, userId: string, batchSize = 2_000): AsyncGenerator<Customer[]> {
  let batch: Customer[] = [];
  const rows = db.selectFrom("customers").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").stream(batchSize);
  for await (const row of rows) {
    batch.push(toCustomer(row));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
