import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/client.server.ts";
import { escapeLike, type ListQuery } from "../lib/list-query.ts";

// What the lists (SKUs, customers, jobs) share: one user's rows, searched, sorted and paged on
// the server, and the cards above them.

export interface ListShape {
  /** sort key → SQL expression; `created_at` is the fallback. */
  sorts: Record<string, RawBuilder<unknown>>;
  /** The text a trigram index covers; the search is a case-insensitive substring match on it. */
  searchText: RawBuilder<string>;
}

export async function searchSortAndPage<Row>(
  base: SelectQueryBuilder<any, any, any>,
  query: ListQuery,
  { sorts, searchText }: ListShape,
): Promise<{ rows: Row[]; total: number }> {
  const filtered = query.q ? base.where(searchText, "like", `%${escapeLike(query.q.toLowerCase())}%`) : base;
  const order = sorts[query.sort] ?? sorts.created_at;
  const direction = query.dir === "asc" ? sql`asc` : sql`desc`;
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy(sql`${order} ${direction}`)
      .orderBy("id")
      .limit(query.size)
      .offset(query.offset)
      .execute(),
    filtered.select(sql<string>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number(count.count) };
}

/** Total, active and inactive rows of a user, and the average of one column rounded to `decimals`. */
export async function activeCounts(
  db: DB,
  table: "skus" | "customers",
  userId: string,
  average: { column: "price" | "weight"; decimals: number },
): Promise<{ total: number; active: number; inactive: number; average: number }> {
  const row = await db
    .selectFrom(table)
    .where("user_id", "=", userId)
    .select([
      sql<string>`count(*)`.as("total"),
      sql<string>`count(*) filter (where active)`.as("active"),
      sql<string | null>`round(avg(${sql.ref(average.column)}), ${average.decimals})`.as("average"),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const active = Number(row.active);
  return { total, active, inactive: total - active, average: row.average === null ? 0 : Number(row.average) };
}
