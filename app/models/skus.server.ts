import { sql, type Selectable } from "kysely";
import { inTransaction, type DB } from "../../db/client.server.ts";
import type { SkusTable } from "../../db/schema.ts";
import { isUuid } from "../lib/ids.ts";
import type { ListQuery } from "../lib/list-query.ts";
import { parseCents } from "../lib/money.ts";
import type { SkuInput } from "../lib/schemas/sku.ts";
import { activeCounts, searchSortAndPage } from "./owned-list.server.ts";

type SkuRow = Selectable<SkusTable>;

/** A SKU as pages and the API show it (spec §3), price in dollars. */
export interface Sku {
  id: string;
  sku: string;
  title: string;
  tags: string[];
  price: number;
  minQuantity: number;
  maxQuantity: number;
  weight: number;
  active: boolean;
}

export function toSku(row: SkuRow): Sku {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    tags: row.tags,
    price: parseCents(row.price)! / 100,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    weight: Number(row.weight),
    active: row.active,
  };
}

export class SkuExistsError extends Error {
  constructor() {
    super("SKU already exists");
  }
}

const columns = (input: SkuInput) => ({
  sku: input.sku,
  title: input.title,
  tags: input.tags,
  price: (input.price / 100).toFixed(2),
  min_quantity: input.minQuantity,
  max_quantity: input.maxQuantity,
  weight: String(input.weight),
  active: input.active,
});

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23505";
}

export async function createSku(db: DB, userId: string, input: SkuInput): Promise<Sku> {
  try {
    const row = await db.insertInto("skus").values({ user_id: userId, ...columns(input) }).returningAll().executeTakeFirstOrThrow();
    return toSku(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SkuExistsError();
    throw error;
  }
}

/** Undefined when the SKU does not exist or belongs to someone else. */
export async function updateSku(db: DB, { id, userId }: { id: string; userId: string }, input: SkuInput): Promise<Sku | undefined> {
  if (!isUuid(id)) return undefined;
  try {
    const row = await db
      .updateTable("skus")
      .set({ ...columns(input), updated_at: new Date() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    return row && toSku(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SkuExistsError();
    throw error;
  }
}

export async function getSku(db: DB, { id, userId }: { id: string; userId: string }): Promise<Sku | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom("skus").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toSku(row);
}

export async function deleteSku(db: DB, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom("skus").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const SORTS = {
  sku: sql`sku`,
  title: sql`lower(title)`,
  price: sql`price`,
  quantity: sql`min_quantity`,
  weight: sql`weight`,
  active: sql`active`,
  created_at: sql`created_at`,
} as const;
export const SKU_SORT_KEYS = Object.keys(SORTS);

/** The expression the trigram index covers: sku, title and every tag. */
const searchText = sql<string>`search_text`;

export async function listSkus(db: DB, userId: string, query: ListQuery): Promise<{ skus: Sku[]; total: number }> {
  const base = db.selectFrom("skus").where("user_id", "=", userId);
  const { rows, total } = await searchSortAndPage<SkuRow>(base, query, { sorts: SORTS, searchText });
  return { skus: rows.map(toSku), total };
}

export async function skuStats(db: DB, userId: string): Promise<{ total: number; active: number; inactive: number; averagePrice: number }> {
  const { average, ...counts } = await activeCounts(db, "skus", userId, { column: "price", decimals: 2 });
  return { ...counts, averagePrice: average };
}

const UPSERT_CHUNK = 5_000;

/**
 * Creates or updates SKUs by their code, in one transaction: all or nothing.
 * Rows go in batches through unnest(), which keeps 100,000 rows to a few statements.
 */
export async function upsertSkus(db: DB, userId: string, inputs: SkuInput[]): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < inputs.length; start += UPSERT_CHUNK) {
      const chunk = inputs.slice(start, start + UPSERT_CHUNK).map(columns);
      const { rows } = await sql<{ inserted: boolean }>`
        insert into skus (user_id, sku, title, tags, price, min_quantity, max_quantity, weight, active)
        select ${userId}::uuid, r.sku, r.title, array(select jsonb_array_elements_text(r.tags)), r.price::numeric,
               r.min_quantity, r.max_quantity, r.weight::numeric, r.active
        from jsonb_to_recordset(${JSON.stringify(chunk)}::text::jsonb)
          as r(sku text, title text, tags jsonb, price text, min_quantity int, max_quantity int, weight text, active boolean)
        on conflict (user_id, sku) do update set
          title = excluded.title, tags = excluded.tags, price = excluded.price,
          min_quantity = excluded.min_quantity, max_quantity = excluded.max_quantity,
          weight = excluded.weight, active = excluded.active, updated_at = now()
        returning (xmax = 0) as inserted
      `.execute(trx);
      for (const row of rows) row.inserted ? created++ : updated++;
    }
  });
  return { created, updated };
}

/** Every SKU of the user, oldest first, in batches read through a server-side cursor (for the CSV export). */
export async function* allSkus(db: DB, userId: string, batchSize = 2_000): AsyncGenerator<Sku[]> {
  let batch: Sku[] = [];
  const rows = db.selectFrom("skus").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").stream(batchSize);
  for await (const row of rows) {
    batch.push(toSku(row));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
