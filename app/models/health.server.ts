import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";
import { pendingMigrations, workerSchemaInstalled } from "../../db/migrate.ts";

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready means: the database answers, and both the app's and the worker's schemas are current. */
export async function checkReadiness(db: DB): Promise<Readiness> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return { ready: false, reason: `database unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(", ")}` };
  if (!(await workerSchemaInstalled(db))) return { ready: false, reason: "the job queue schema is not installed" };
  return { ready: true };
}
