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
