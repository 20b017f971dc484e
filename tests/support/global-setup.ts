import { rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createDb } from "../../db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createLogger } from "../../app/services/logger.server.ts";

export const TEMPLATE_DATABASE = "orderbench_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One Postgres server for the whole run (the embedded one unless DATABASE_URL is
 * set) holding a migrated template; each test file clones it into a fresh database.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = Number(process.env.TEST_PG_PORT ?? 54349);
    // One folder per port, so that runs on different ports can go side by side.
    const dataDir = path.resolve(`tests/.tmp/integration-db-${port}`);
    await rm(dataDir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres({
      dataDir,
      port,
      password: "orderbench-tests",
      log: createLogger("tests"),
    });
    serverUrl = embedded.url;
  }

  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const templateDb = createDb(templateUrl, { max: 1 });
  await migrateToLatest(templateDb, templateUrl);
  await templateDb.destroy();
  await admin.end();

  project.provide("adminDatabaseUrl", serverUrl);
  return async () => {
    await embedded?.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
