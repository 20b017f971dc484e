import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "../../db/client.server.ts";
import { checkReadiness } from "../../app/models/health.server.ts";
import { migrations } from "../../db/migrations/index.ts";
import * as healthz from "../../app/routes/healthz.ts";
import * as readyz from "../../app/routes/readyz.ts";
import { withDatabase } from "../support/global-setup.ts";
import { call, get } from "../support/routes.ts";

const admin = () => postgres(inject("adminDatabaseUrl"), { max: 1, onnotice: () => {} });

describe("/healthz and /readyz", () => {
  it("answer 200 on a migrated database", async () => {
    expect((await call(healthz.loader, get("/healthz"))).status).toBe(200);
    expect(await call(readyz.loader, get("/readyz"))).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("say not ready while migrations are pending", async () => {
    const sql = admin();
    const name = `orderbench_empty_${randomBytes(4).toString("hex")}`;
    await sql.unsafe(`create database ${name}`);
    const empty = createDb(withDatabase(inject("adminDatabaseUrl"), name), { max: 1 });
    try {
      const readiness = await checkReadiness(empty);
      expect(readiness).toEqual({ ready: false, reason: `migrations pending: ${Object.keys(migrations).join(", ")}` });
    } finally {
      await empty.destroy();
      await sql.unsafe(`drop database ${name} with (force)`);
      await sql.end();
    }
  });
});
