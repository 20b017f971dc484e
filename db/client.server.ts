import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { requireSetting } from "../app/config.server.ts";
import type { Database } from "./schema.ts";

export type DB = Kysely<Database>;

export function createDb(url: string, { max = 10 }: { max?: number } = {}): DB {
  return new Kysely<Database>({
    dialect: new PostgresJSDialect({
      postgres: postgres(url, { max, onnotice: () => {} }),
    }),
  });
}

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one: a model
 * function that must be atomic stays atomic on its own and can still join a larger whole.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

let shared: DB | undefined;

/** The process-wide pool, opened on first use so that importing a model never connects. */
export function db(): DB {
  shared ??= createDb(requireSetting("DATABASE_URL"));
  return shared;
}

export async function closeDb(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.destroy();
}
