import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";
import { closeDb } from "../../db/client.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./global-setup.ts";

// Runs before each integration test file: its own database, cloned from the migrated template.
const adminUrl = inject("adminDatabaseUrl");
const name = `orderbench_test_${randomBytes(6).toString("hex")}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);

process.env.DATABASE_URL = withDatabase(adminUrl, name);
process.env.APP_SECRET ??= "test-secret-that-is-long-enough-for-cookies-0123456789";
process.env.LOG_LEVEL ??= "error";

afterAll(async () => {
  await closeDb();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});
