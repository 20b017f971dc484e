import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { slug } from "../../app/lib/csv/rows.ts";
import { sandboxProducts } from "../../app/lib/sandbox-shopify-catalogue.ts";
import { setSandboxShopifyBehaviour } from "../../app/models/sandbox-shopify.server.ts";
import { saveStoreSettings } from "../../app/models/settings.server.ts";
import { createShopifyImport, type ShopifyImportPayload } from "../../app/models/shopify-imports.server.ts";
import { createSku } from "../../app/models/skus.server.ts";
import * as root from "../../app/root.tsx";
import * as apiImport from "../../app/routes/api.skus.import-shopify.ts";
import * as skusPage from "../../app/routes/_app.skus.tsx";
import * as sandboxBehaviour from "../../app/routes/sandbox.shopify.behaviour.ts";
import * as sandboxProductsRoute from "../../app/routes/sandbox.shopify.admin.api.$version.products[.]json.ts";
import * as sandboxShop from "../../app/routes/sandbox.shopify.admin.api.$version.shop[.]json.ts";
import { runShopifyImport, STORE_SETTINGS_MISSING } from "../../app/services/shopify-import.server.ts";
import { skusImportShopify } from "../../jobs/skus__import_shopify.ts";
import { serveRoutes } from "../support/route-server.ts";
import { bearer, call, cookiesFrom, get, postForm, signedInUser } from "../support/routes.ts";

// The import task run directly against the sandbox Shopify API over real HTTP.

let sandbox: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  sandbox = await serveRoutes({
    "/sandbox/shopify/admin/api/:version/shop.json": sandboxShop,
    "/sandbox/shopify/admin/api/:version/products.json": sandboxProductsRoute,
    "/sandbox/shopify/behaviour": sandboxBehaviour,
    // A store that refuses every token.
    "/refusing/admin/api/:version/products.json": { loader: () => Response.json({ errors: "[API] Invalid API key or access token" }, { status: 401 }) },
  });
});

afterAll(async () => {
  await sandbox.close();
});

const catalogue = sandboxProducts();
const variants = catalogue.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
const blankSkus = variants.filter(({ variant }) => !variant.sku);

async function userWithStore(shopPath = "/sandbox/shopify") {
  const user = await signedInUser(db());
  const accessToken = `shpat_${user.user.id.replace(/-/g, "")}`;
  await saveStoreSettings(db(), user.user.id, { shopDomain: `${sandbox.origin}${shopPath}`, accessToken, apiVersion: "2023-10" });
  return { ...user, accessToken };
}

async function enqueued(importId: string) {
  const { rows } = await sql<{ task_identifier: string; payload: ShopifyImportPayload }>`
    select tasks.identifier as task_identifier, jobs.payload
    from graphile_worker._private_jobs jobs join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
    where jobs.payload->>'importId' = ${importId}
  `.execute(db());
  return rows;
}

/** Runs the task as the worker would, with the payload it was enqueued with. */
async function runTask(importId: string) {
  const [job] = await enqueued(importId);
  await skusImportShopify(job.payload, { job: { attempts: 1 } } as never);
}

const importRow = (id: string) => db().selectFrom("shopify_imports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const logLines = (userId: string) =>
  db().selectFrom("logs").select(["level", "message", "job_id", "context"]).where("user_id", "=", userId).orderBy("id").execute();
const skuCount = async (userId: string) =>
  Number((await db().selectFrom("skus").select(sql<string>`count(*)`.as("count")).where("user_id", "=", userId).executeTakeFirstOrThrow()).count);

describe("Import from Shopify", () => {
  it("starts from the SKU page: the import row and its graphile job are written together", async () => {
    const { cookie, user } = await userWithStore();
    const started = await call(skusPage.action, postForm("/skus?q=x", { intent: "import-shopify" }, { cookie }));
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe("/skus?q=x");
    const page = await call(root.loader, get("/skus", { cookie: cookiesFrom(started.headers, cookie) }));
    expect(page.body.toasts).toEqual([
      { type: "success", title: "Import started", description: "Your Shopify products are being imported; the result shows on this page." },
    ]);

    const list = await call(skusPage.loader, get("/skus", { cookie }));
    expect(list.body.shopifyImport).toMatchObject({ status: "running", created: 0, updated: 0, derived: 0, pages: 0, error: null, finishedAt: null });
    const importId = list.body.shopifyImport.id;
    expect(await enqueued(importId)).toEqual([{ task_identifier: "skus__import_shopify", payload: { importId, userId: user.id } }]);

    // One running import per user: a second start is refused and enqueues nothing.
    const again = await call(skusPage.action, postForm("/skus", { intent: "import-shopify" }, { cookie }));
    const toasts = (await call(root.loader, get("/skus", { cookie: cookiesFrom(again.headers, cookie) }))).body.toasts;
    expect(toasts).toEqual([{ type: "warning", title: "Import already running", description: "A Shopify import is already running" }]);
    const rows = await db().selectFrom("shopify_imports").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    const { rows: jobs } = await sql<{ count: string }>`select count(*) from graphile_worker._private_jobs where payload->>'userId' = ${user.id}`.execute(db());
    expect(jobs[0].count).toBe("1");
  });

  it("writes no import row when its job cannot be enqueued", async () => {
    const { user } = await userWithStore();
    await sql`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'queue unavailable'; end $$`.execute(db());
    await sql`create trigger refuse_jobs before insert on graphile_worker._private_jobs for each row execute function refuse_jobs()`.execute(db());
    try {
      await expect(createShopifyImport(db(), user.id)).rejects.toThrow(/queue unavailable/);
    } finally {
      await sql`drop trigger refuse_jobs on graphile_worker._private_jobs`.execute(db());
      await sql`drop function refuse_jobs`.execute(db());
    }
    expect(await db().selectFrom("shopify_imports").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("says to save the store settings first when there are none", async () => {
    const { cookie, token, user } = await signedInUser(db());
    const started = await call(skusPage.action, postForm("/skus", { intent: "import-shopify" }, { cookie }));
    const toasts = (await call(root.loader, get("/skus", { cookie: cookiesFrom(started.headers, cookie) }))).body.toasts;
    expect(toasts).toEqual([{ type: "error", title: "Import failed", description: STORE_SETTINGS_MISSING }]);
    expect(STORE_SETTINGS_MISSING).toMatch(/API Settings/);

    const api = await call(apiImport.action, bearer("/api/skus/import-shopify", token, "POST"));
    expect(api).toMatchObject({ status: 422, body: { error: { message: STORE_SETTINGS_MISSING } } });
    expect(await db().selectFrom("shopify_imports").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("imports every variant across pages and through a 429, deriving blank SKUs, with progress in the logs", async () => {
    const { token, user, accessToken, cookie } = await userWithStore();
    // Every second request of this token is throttled: pages 2 and 3 each meet a 429 first.
    await setSandboxShopifyBehaviour(db(), accessToken, { throttleEvery: 2, retryAfterSeconds: 0.3 });
    // A SKU the store also has is updated, not duplicated.
    await createSku(db(), user.id, { sku: "SBX-0001-1", title: "Old title", tags: [], price: 100, minQuantity: 1, maxQuantity: 1, weight: 0, active: true });

    const started = await call(apiImport.action, bearer("/api/skus/import-shopify", token, "POST"));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "running" });
    const importId = started.body.id;
    expect(await call(apiImport.action, bearer("/api/skus/import-shopify", token, "POST"))).toMatchObject({ status: 409 });

    const startedAt = Date.now();
    await runTask(importId);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(600); // waited out both Retry-After: 0.3

    expect(await skuCount(user.id)).toBe(variants.length);
    const row = await importRow(importId);
    expect(row).toMatchObject({ status: "completed", created: variants.length - 1, updated: 1, derived: blankSkus.length, pages: 3, error: null });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(blankSkus.length).toBeGreaterThan(50);

    // Derived codes: the handle and option values, 'Default Title' left out.
    const single = blankSkus.find(({ variant }) => variant.option1 === "Default Title")!;
    const sized = blankSkus.find(({ variant }) => variant.option1 && variant.option1 !== "Default Title" && variant.option2)!;
    const codes = [single.product.handle, `${sized.product.handle}-${slug(sized.variant.option1!)}-${slug(sized.variant.option2!)}`];
    const found = await db().selectFrom("skus").select(["sku", "title", "price", "active"]).where("user_id", "=", user.id).where("sku", "in", codes).orderBy("sku").execute();
    expect(found.map((sku) => sku.sku).sort()).toEqual([...codes].sort());
    const updated = await db().selectFrom("skus").select(["title", "price"]).where("user_id", "=", user.id).where("sku", "=", "SBX-0001-1").executeTakeFirstOrThrow();
    expect(updated).toEqual({ title: catalogue[0].title, price: catalogue[0].variants[0].price });

    const logs = await logLines(user.id);
    expect(logs.every((line) => line.job_id === importId && line.context.shopifyImportId === importId)).toBe(true);
    expect(logs[0]).toMatchObject({ level: "info", message: `Shopify import started from ${sandbox.origin}/sandbox/shopify` });
    const pages = logs.filter((line) => line.message.startsWith("Shopify page "));
    expect(pages.map((line) => line.context.products)).toEqual([250, 250, 100]);
    const throttled = logs.filter((line) => line.level === "warn");
    expect(throttled).toHaveLength(2);
    expect(throttled[0].message).toBe("Shopify answered HTTP 429 Too Many Requests; retrying in 0.3 s");
    expect(logs.at(-1)).toMatchObject({
      level: "info",
      message: `Shopify import finished: ${variants.length - 1} created, 1 updated, ${blankSkus.length} derived from handles and options (3 pages)`,
    });

    const latest = await call(apiImport.loader, bearer("/api/skus/import-shopify", token));
    expect(latest.body).toMatchObject({ id: importId, status: "completed", created: variants.length - 1, updated: 1, pages: 3 });
    const page = await call(skusPage.loader, get("/skus", { cookie }));
    expect(page.body.shopifyImport).toMatchObject({ id: importId, status: "completed" });
  });

  it("leaves other users' SKUs alone", async () => {
    const importer = await userWithStore();
    const bystander = await signedInUser(db());
    await createSku(db(), bystander.user.id, { sku: "SBX-0001-1", title: "Mine", tags: ["keep"], price: 123, minQuantity: 2, maxQuantity: 3, weight: 1, active: false });

    const { id } = await createShopifyImport(db(), importer.user.id);
    await runTask(id);

    expect(await skuCount(importer.user.id)).toBe(variants.length);
    expect(await skuCount(bystander.user.id)).toBe(1);
    const mine = await db().selectFrom("skus").selectAll().where("user_id", "=", bystander.user.id).executeTakeFirstOrThrow();
    expect(mine).toMatchObject({ sku: "SBX-0001-1", title: "Mine", tags: ["keep"], price: "1.23", min_quantity: 2, active: false });
    expect(await logLines(bystander.user.id)).toEqual([]);
    expect((await call(apiImport.loader, bearer("/api/skus/import-shopify", bystander.token))).status).toBe(404);
  });

  it("ends as failed, with the reason, when the store refuses the token", async () => {
    const { user } = await userWithStore("/refusing");
    const { id } = await createShopifyImport(db(), user.id);
    await runTask(id);
    const row = await importRow(id);
    expect(row).toMatchObject({ status: "failed", pages: 0, error: "Shopify refused the access token (HTTP 401 Unauthorized): check it on API Settings" });
    expect((await logLines(user.id)).at(-1)).toMatchObject({ level: "error", message: `Shopify import failed: ${row.error}` });
    expect(await skuCount(user.id)).toBe(0);
  });

  it("ends as failed when the store cannot be reached, after bounded retries", async () => {
    const user = await signedInUser(db());
    const closed = await serveRoutes({});
    await closed.close();
    await saveStoreSettings(db(), user.user.id, { shopDomain: closed.origin, accessToken: "shpat_x", apiVersion: "2023-10" });
    const { id } = await createShopifyImport(db(), user.user.id);
    await runShopifyImport(db(), { importId: id, userId: user.user.id }, { firstBackoffMs: 5 });
    const row = await importRow(id);
    const host = new URL(closed.origin).host;
    expect(row).toMatchObject({ status: "failed", error: `Connection refused by ${host}, still after 5 retries` });
    const logs = await logLines(user.user.id);
    expect(logs.filter((line) => line.level === "warn").map((line) => line.context.retry)).toEqual([1, 2, 3, 4, 5]);
  });

  it("stays running for graphile-worker's retries when its writes fail, and ends as failed after the last try", async () => {
    const { user } = await userWithStore();
    const { id } = await createShopifyImport(db(), user.id);
    const [job] = await enqueued(id);
    // A retried run starts by resetting the counts: refused here, as by a database that cannot write.
    await sql`create function refuse_restart() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db());
    await sql`create trigger refuse_restart before update of created on shopify_imports for each row execute function refuse_restart()`.execute(db());
    try {
      await expect(skusImportShopify(job.payload, { job: { attempts: 2, max_attempts: 3 } } as never)).rejects.toThrow(/disk full/);
      expect(await importRow(id)).toMatchObject({ status: "running", finished_at: null });

      await expect(skusImportShopify(job.payload, { job: { attempts: 3, max_attempts: 3 } } as never)).rejects.toThrow(/disk full/);
      expect(await importRow(id)).toMatchObject({ status: "failed", error: "The worker gave up on this import: disk full" });
      expect((await importRow(id)).finished_at).toBeInstanceOf(Date);
      expect((await logLines(user.id)).at(-1)).toMatchObject({ level: "error", message: "Shopify import failed: The worker gave up on this import: disk full", job_id: id });
    } finally {
      await sql`drop trigger refuse_restart on shopify_imports`.execute(db());
      await sql`drop function refuse_restart`.execute(db());
    }
    // Another import can start now.
    expect((await createShopifyImport(db(), user.id)).status).toBe("running");
  });

  it("ends as failed when the store settings were removed after the start", async () => {
    const { user } = await userWithStore();
    const { id } = await createShopifyImport(db(), user.id);
    await db().updateTable("settings").set({ shopify_access_token: null }).where("user_id", "=", user.id).execute();
    await runTask(id);
    expect(await importRow(id)).toMatchObject({ status: "failed", error: STORE_SETTINGS_MISSING });
    // A finished import lets the next one start.
    await saveStoreSettings(db(), user.id, { shopDomain: `${sandbox.origin}/sandbox/shopify`, accessToken: "shpat_again", apiVersion: "2023-10" });
    await expect(createShopifyImport(db(), user.id)).resolves.toMatchObject({ status: "running" });
  });
});
