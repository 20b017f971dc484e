import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { requireSetting } from "../app/config.server.ts";
import type { Database } from "./schema.ts";

export type DB = Kysely<Database>;

export interface PoolOptions {
  max?: number;
  /** Commit without waiting for the WAL flush (see configureDb). */
  asyncCommit?: boolean;
}

export function createDb(url: string, { max = 10, asyncCommit = false }: PoolOptions = {}): DB {
  return new Kysely<Database>({
    dialect: new PostgresJSDialect({
      postgres: postgres(url, { max, onnotice: () => {}, ...(asyncCommit && { connection: { synchronous_commit: "off" } }) }),
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
let sharedOptions: PoolOptions = {};

/**
 * Sets the process-wide pool's options before its first use. The worker sizes it to its
 * concurrency, and commits asynchronously: every worker write is safe to lose in a
 * database crash (the last fraction of a second of commits, never a torn one), because
 * the work repeats harmlessly: imports upsert, and a resent order carries the same
 * Idempotency-Key. Waiting for a WAL flush per order would cap sending at the disk's pace.
 */
export function configureDb(options: PoolOptions): void {
  if (shared) throw new Error("configureDb must run before the pool is first used");
  sharedOptions = options;
}

/** The process-wide pool, opened on first use so that importing a model never connects. */
export function db(): DB {
  shared ??= createDb(requireSetting("DATABASE_URL"), sharedOptions);
  return shared;
}

export async function closeDb(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.destroy();
}
