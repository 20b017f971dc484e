import { sql } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { Logger, runMigrations as runWorkerMigrations } from "graphile-worker";
import type { DB } from "./client.server.ts";
import { migrations } from "./migrations/index.ts";

// graphile-worker narrates each of its migrations; the launcher prints one line instead.
const silentWorkerLogger = new Logger(() => () => {});

const provider: MigrationProvider = { getMigrations: async () => migrations };

function migrator(db: DB) {
  return new Migrator({ db, provider });
}

/** Brings the app schema and graphile-worker's schema up to date; safe to run from several processes. */
export async function migrateToLatest(db: DB, connectionString: string): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`.trim());
  }
  await runWorkerMigrations({ connectionString, logger: silentWorkerLogger });
}

/** Names of app migrations not yet applied (empty when current). */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

export async function workerSchemaInstalled(db: DB): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean }>`
    select exists (select 1 from information_schema.schemata where schema_name = 'graphile_worker') as installed
  `.execute(db);
  return rows[0]?.installed === true;
}

