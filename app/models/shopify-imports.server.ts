import { sql, type Selectable } from "kysely";
import type { DB } from "../../db/client.server.ts";
import type { ShopifyImportsTable, ShopifyImportStatus } from "../../db/schema.ts";
import { isUuid } from "../lib/ids.ts";

const IMPORT_SHOPIFY_TASK = "skus__import_shopify";

/** What the import task receives. */
export interface ShopifyImportPayload {
  importId: string;
  userId: string;
}

/** A Shopify import as the SKU page and the API show it. */
export interface ShopifyImport {
  id: string;
  status: ShopifyImportStatus;
  created: number;
  updated: number;
  derived: number;
  pages: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

function toShopifyImport(row: Selectable<ShopifyImportsTable>): ShopifyImport {
  return {
    id: row.id,
    status: row.status,
    created: row.created,
    updated: row.updated,
    derived: row.derived,
    pages: row.pages,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export class ShopifyImportRunningError extends Error {
  constructor() {
    super("A Shopify import is already running");
  }
}

/**
 * Records a running import and enqueues its task in one transaction: no import
 * without its task, no task without its import. One running import per user.
 */
export async function createShopifyImport(db: DB, userId: string): Promise<ShopifyImport> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto("shopify_imports").values({ user_id: userId }).returningAll().executeTakeFirstOrThrow();
      const payload: ShopifyImportPayload = { importId: row.id, userId };
      // A worker that dies mid-import leaves the row running; the retried task starts over (upserts repeat safely).
      await sql`
        select graphile_worker.add_job(identifier => ${IMPORT_SHOPIFY_TASK}, payload => ${JSON.stringify(payload)}::text::json, max_attempts => 3)
      `.execute(trx);
      return toShopifyImport(row);
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw new ShopifyImportRunningError();
    throw error;
  }
}

export async function getShopifyImport(db: DB, { id, userId }: { id: string; userId: string }): Promise<ShopifyImport | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom("shopify_imports").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toShopifyImport(row);
}

export async function latestShopifyImport(db: DB, userId: string): Promise<ShopifyImport | undefined> {
  const row = await db
    .selectFrom("shopify_imports")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toShopifyImport(row);
}

/** Adds one page's counts to a running import. */
export async function recordShopifyImportPage(
  db: DB,
  { id, userId }: { id: string; userId: string },
  page: { created: number; updated: number; derived: number },
): Promise<void> {
  await db
    .updateTable("shopify_imports")
    .set((eb) => ({
      created: eb("created", "+", page.created),
      updated: eb("updated", "+", page.updated),
      derived: eb("derived", "+", page.derived),
      pages: eb("pages", "+", 1),
    }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "running")
    .execute();
}

/** A retried task starts over: the counts go back to zero. */
export async function restartShopifyImport(db: DB, { id, userId }: { id: string; userId: string }): Promise<void> {
  await db
    .updateTable("shopify_imports")
    .set({ created: 0, updated: 0, derived: 0, pages: 0 })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "running")
    .execute();
}

export async function finishShopifyImport(
  db: DB,
  { id, userId }: { id: string; userId: string },
  outcome: { status: "completed" } | { status: "failed"; error: string },
): Promise<ShopifyImport | undefined> {
  const row = await db
    .updateTable("shopify_imports")
    .set({ status: outcome.status, error: outcome.status === "failed" ? outcome.error : null, finished_at: sql`now()` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "running")
    .returningAll()
    .executeTakeFirst();
  return row && toShopifyImport(row);
}
