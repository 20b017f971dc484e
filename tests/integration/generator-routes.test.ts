import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as root from "../../app/root.tsx";
import * as generatorPage from "../../app/routes/_app.generator.tsx";
import * as preview from "../../app/routes/_app.generator.preview.tsx";
import * as orderJson from "../../app/routes/_app.generator.preview_.$order.tsx";
import * as skusPage from "../../app/routes/_app.skus.tsx";
import { skuInputSchema } from "../../app/lib/schemas/sku.ts";
import { saveDispatchSettings } from "../../app/models/settings.server.ts";
import { createSku } from "../../app/models/skus.server.ts";
import { MISSING_SETTINGS } from "../../app/services/job-generation.server.ts";
import { call, cookiesFrom, get, postForm, signedInUser } from "../support/routes.ts";

const settings = {
  totalOrders: "3",
  delaySeconds: "0",
  shippingOption: "random",
  customer: "random",
  minItemsPerOrder: "2",
  maxItemsPerOrder: "4",
  minQuantityPerItem: "1",
  maxQuantityPerItem: "5",
  seed: "4242",
};

async function userWithCatalogue({ dispatch = true, sample = true } = {}) {
  const signedIn = await signedInUser(db());
  if (sample) await call(skusPage.action, postForm("/skus", { intent: "load-sample" }, { cookie: signedIn.cookie }));
  if (dispatch) {
    await saveDispatchSettings(db(), signedIn.user.id, {
      baseUrl: "http://dispatch.test",
      token: "dispatch-token-123",
      storeId: "store-7",
      channelId: "web",
      ordersEndpoint: "/api/v1/orders",
    });
  }
  return signedIn;
}

/** The toasts the next page shows after this redirect. */
async function toastsAfter(response: { headers: Headers }, cookie: string) {
  return (await call(root.loader, get("/", { cookie: cookiesFrom(response.headers, cookie) }))).body.toasts;
}

const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`;

const withoutCreatedAt = ({ created_at: _createdAt, ...order }: { created_at: string }) => order;

describe("Generate Orders", () => {
  it("creates the job with its orders and send task, then shows the toast and the success box", async () => {
    const { user, cookie } = await userWithCatalogue();
    const response = await call(generatorPage.action, postForm("/generator", settings, { cookie }));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/generator\?created=[0-9a-f-]{36}$/);
    const jobId = location.split("=")[1];
    expect(await toastsAfter(response, cookie)).toEqual([{ type: "success", title: "Job created", description: `Order generation job started with ID: ${jobId}` }]);

    const job = await db().selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ user_id: user.id, status: "pending", total: 3, store_id: "store-7", channel_id: "web", dry_run: false });
    expect(Number(job.seed)).toBe(4242);
    expect(job.config).toEqual({
      totalOrders: 3,
      delaySeconds: 0,
      shippingOption: "random",
      minItemsPerOrder: 2,
      maxItemsPerOrder: 4,
      minQuantityPerItem: 1,
      maxQuantityPerItem: 5,
      useRandomCustomer: true,
      selectedCustomerId: null,
      seed: 4242,
    });
    const orders = await db().selectFrom("job_orders").select(["position", "payload"]).where("job_id", "=", jobId).orderBy("position").execute();
    expect(orders.map((order) => order.position)).toEqual([1, 2, 3]);
    for (const { payload } of orders) {
      const items = (payload as { line_items: unknown[] }).line_items.length;
      expect(items).toBeGreaterThanOrEqual(2);
      expect(items).toBeLessThanOrEqual(4);
    }
    const tasks = await sql<{ task_identifier: string; key: string | null }>`
      select task_identifier, key from graphile_worker.jobs where key = ${`job:${jobId}`}`.execute(db());
    expect(tasks.rows).toEqual([{ task_identifier: "orders__send", key: `job:${jobId}` }]);

    const page = await call(generatorPage.loader, get(location, { cookie }));
    expect(page.body.createdJobId).toBe(jobId);
    // Someone else's job id in the URL shows nothing.
    const stranger = await signedInUser(db());
    expect((await call(generatorPage.loader, get(location, { cookie: stranger.cookie }))).body.createdJobId).toBeNull();
  });

  it("turns out-of-range numbers into 1 and a specific customer into that customer", async () => {
    const { cookie } = await userWithCatalogue();
    const customers = (await call(generatorPage.loader, get("/generator", { cookie }))).body.customers;
    expect(customers[0]).toEqual({ id: expect.any(String), label: expect.any(String), email: expect.any(String) });
    const response = await call(
      generatorPage.action,
      postForm("/generator", { ...settings, totalOrders: "500", minItemsPerOrder: "0", maxItemsPerOrder: "x", customer: customers[0].id }, { cookie }),
    );
    const jobId = response.headers.get("Location")!.split("=")[1];
    const job = await db().selectFrom("jobs").select(["total", "config"]).where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(job.total).toBe(1);
    expect(job.config).toMatchObject({ totalOrders: 1, minItemsPerOrder: 1, maxItemsPerOrder: 1, useRandomCustomer: false, selectedCustomerId: customers[0].id });
  });

  it("answers field errors beside the fields and creates nothing", async () => {
    const { user, cookie } = await userWithCatalogue();
    const badSeed = await call(generatorPage.action, postForm("/generator", { ...settings, seed: "abc" }, { cookie }));
    expect(badSeed.status).toBe(400);
    expect(badSeed.body.result.error).toEqual({ seed: ["Random Seed must be a whole number from 0 to 4294967295"] });
    expect(badSeed.body.result.initialValue).toMatchObject({ seed: "abc", totalOrders: "3" });
    const minAboveMax = await call(generatorPage.action, postForm("/generator", { ...settings, minQuantityPerItem: "6", maxQuantityPerItem: "2" }, { cookie }));
    expect(minAboveMax.status).toBe(400);
    expect(minAboveMax.body.result.error).toEqual({ maxQuantityPerItem: ["Max Quantity Per Item must be at least Min Quantity Per Item"] });
    expect(await db().selectFrom("jobs").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("shows 'Generation failed' with the reason, the toast, and the values kept, when the dispatch settings are missing", async () => {
    const { user, cookie } = await userWithCatalogue({ dispatch: false });
    expect((await call(generatorPage.loader, get("/generator", { cookie }))).body.settingsMissing).toBe(true);
    const response = await call(generatorPage.action, postForm("/generator", settings, { cookie }));
    expect(response.status).toBe(422);
    expect(response.body.failure).toEqual({ title: MISSING_SETTINGS.title, message: MISSING_SETTINGS.message });
    expect(response.body.toast).toEqual({ type: "error", title: "Job creation failed", description: MISSING_SETTINGS.message });
    expect(response.body.result.initialValue).toEqual(settings);
    expect(await db().selectFrom("jobs").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("fails the preflight without SKUs, and without customers when random customer is off", async () => {
    const { user, cookie } = await userWithCatalogue({ sample: false });
    const page = await call(generatorPage.loader, get("/generator", { cookie }));
    expect(page.body).toMatchObject({ skuCount: 0, customers: [], settingsMissing: false });

    const noSkus = await call(generatorPage.action, postForm("/generator", settings, { cookie }));
    expect(noSkus.status).toBe(422);
    expect(noSkus.body.failure).toEqual({ title: "No SKUs available", message: "Please add some SKUs before generating orders" });
    expect(noSkus.body.toast.description).toBe("Please add some SKUs before generating orders");

    await createSku(db(), user.id, skuInputSchema.parse({ sku: "ONLY-1", title: "Only", price: "2.50", minQuantity: 1, maxQuantity: 3, weight: 0, active: true }));
    const noCustomers = await call(generatorPage.action, postForm("/generator", { ...settings, customer: crypto.randomUUID() }, { cookie }));
    expect(noCustomers.body.failure).toEqual({ title: "No customers available", message: "Please add some customers or enable random customer selection" });
    expect(await db().selectFrom("jobs").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });
});

describe("the generator page's query string", () => {
  it("pre-fills the form, defaults filling the fields it leaves out", async () => {
    const { cookie } = await userWithCatalogue();
    const page = await call(generatorPage.loader, get("/generator?totalOrders=5&seed=42", { cookie }));
    expect(page.body.fromQuery.initialValue).toEqual({
      totalOrders: "5",
      delaySeconds: "1",
      shippingOption: "free",
      customer: "random",
      minItemsPerOrder: "1",
      maxItemsPerOrder: "5",
      minQuantityPerItem: "1",
      maxQuantityPerItem: "3",
      seed: "42",
    });
    expect((await call(generatorPage.loader, get("/generator", { cookie }))).body.fromQuery).toBeUndefined();
  });
});

describe("Order Preview", () => {
  it("draws a seed when none is given and puts it (and the values as used) in the URL", async () => {
    const { cookie } = await userWithCatalogue();
    const response = await call(preview.loader, get(`/generator/preview${query({ ...settings, totalOrders: "500", seed: "" })}`, { cookie }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe("/generator/preview");
    expect(location.searchParams.get("totalOrders")).toBe("1");
    expect(location.searchParams.get("seed")).toMatch(/^\d+$/);

    const shown = await call(preview.loader, get(`${location.pathname}${location.search}`, { cookie }));
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ seed: Number(location.searchParams.get("seed")), totalOrders: 1, search: location.search, problem: null });
    expect(shown.body.previews).toHaveLength(1);
  });

  it("sends field errors back to the page, which shows them beside their fields", async () => {
    const { cookie } = await userWithCatalogue();
    const bad = query({ ...settings, minItemsPerOrder: "5", maxItemsPerOrder: "2" });
    const response = await call(preview.loader, get(`/generator/preview${bad}`, { cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/generator${bad}`);
    const page = await call(generatorPage.loader, get(`/generator${bad}`, { cookie }));
    expect(page.body.fromQuery.error).toEqual({ maxItemsPerOrder: ["Max Items Per Order must be at least Min Items Per Order"] });
    expect(page.body.fromQuery.initialValue).toMatchObject({ minItemsPerOrder: "5", maxItemsPerOrder: "2" });

    const badSeed = await call(generatorPage.loader, get(`/generator${query({ ...settings, seed: "abc" })}`, { cookie }));
    expect(badSeed.body.fromQuery.error).toEqual({ seed: ["Random Seed must be a whole number from 0 to 4294967295"] });
    expect(badSeed.body.fromQuery.initialValue.seed).toBe("abc");
  });

  it("shows the preflight problem instead of orders", async () => {
    const { cookie } = await userWithCatalogue({ sample: false });
    const response = await call(preview.loader, get(`/generator/preview${query(settings)}`, { cookie }));
    expect(response.body.previews).toEqual([]);
    expect(response.body.problem).toEqual({ title: "No SKUs available", message: "Please add some SKUs before generating orders" });
  });

  it("previews exactly the orders a job with the same seed sends", async () => {
    const { cookie } = await userWithCatalogue();
    const search = query(settings);
    const shown = await call(preview.loader, get(`/generator/preview${search}`, { cookie }));
    expect(shown.status).toBe(200);
    expect(shown.body.previews).toHaveLength(3);
    const previewed = [];
    for (const position of [1, 2, 3]) {
      const json = await call(orderJson.loader, get(`/generator/preview/${position}${search}`, { cookie }), { order: String(position) });
      expect(json.status).toBe(200);
      previewed.push(json.body.order);
    }
    // The table rows are the same orders as the JSON ones.
    expect(shown.body.previews.map((row: { orderNumber: string }) => row.orderNumber)).toEqual(previewed.map((order) => order.order_number));
    expect(shown.body.previews[0].totalCents).toBe(Math.round(previewed[0].totals.items * 100));

    // Generate straight from the preview: its form posts the preview's own query.
    const generated = await call(generatorPage.action, postForm("/generator", Object.fromEntries(new URLSearchParams(shown.body.search)), { cookie }));
    const jobId = generated.headers.get("Location")!.split("=")[1];
    const stored = await db().selectFrom("job_orders").select("payload").where("job_id", "=", jobId).orderBy("position").execute();
    expect(stored.map((row) => withoutCreatedAt(row.payload as { created_at: string }))).toEqual(previewed.map(withoutCreatedAt));
  });

  it("answers 404 for an order the preview does not have, and sends a seedless Order JSON link to the preview", async () => {
    const { cookie } = await userWithCatalogue();
    const search = query(settings);
    expect((await call(orderJson.loader, get(`/generator/preview/4${search}`, { cookie }), { order: "4" })).status).toBe(404);
    expect((await call(orderJson.loader, get(`/generator/preview/x${search}`, { cookie }), { order: "x" })).status).toBe(404);
    const seedless = await call(orderJson.loader, get(`/generator/preview/1${query({ ...settings, seed: "" })}`, { cookie }), { order: "1" });
    expect(seedless.status).toBe(302);
    expect(seedless.headers.get("Location")).toMatch(/^\/generator\/preview\/1\?.*seed=\d+$/);
  });

  it("needs a signed-in user", async () => {
    const response = await call(preview.loader, get(`/generator/preview${query(settings)}`));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });
});
