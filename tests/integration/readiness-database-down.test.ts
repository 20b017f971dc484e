import postgres from "postgres";
import { expect, inject, it } from "vitest";
import * as readyz from "../../app/routes/readyz.ts";
import { call, get } from "../support/routes.ts";

// A file of its own: it destroys the database this test file was given.
it("answers 503 with a reason once the database is gone", async () => {
  expect((await call(readyz.loader, get("/readyz"))).status).toBe(200);

  const own = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = postgres(inject("adminDatabaseUrl"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database ${own} with (force)`);
  await admin.end();

  const down = await call(readyz.loader, get("/readyz"));
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/^database unavailable/) });
});
