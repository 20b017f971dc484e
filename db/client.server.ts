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

// Kysely has no LISTEN: the postgres.js client behind each pool is kept for listen().
const clients = new WeakMap<DB, postgres.Sql>();

export function createDb(url: string, { max = 10, asyncCommit = false }: PoolOptions = {}): DB {
  const client = postgres(url, { max, onnotice: () => {}, ...(asyncCommit && { connection: { synchronous_commit: "off" } }) });
  const db = new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: client }) });
  clients.set(db, client);
  return db;
}

/**
 * Calls `onNotice` with the payload of every NOTIFY on `channel`, over a connection of
 * its own that postgres.js reopens (and listens on again) when it drops; notices sent
 * while it is down are lost, so a listener must not be the only way to learn of a change.
 * Resolves once listening; the result stops it.
 */
export async function listen(db: DB, channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
  const client = clients.get(db);
  if (!client) throw new Error("listen() needs a pool made by createDb, not a transaction");
  const { unlisten } = await client.listen(channel, onNotice);
  return unlisten;
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
