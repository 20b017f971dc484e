import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { SEED_MESSAGE } from "../../app/lib/generator/config.ts";
import { createCustomer } from "../../app/models/customers.server.ts";
import { jobToken } from "../../app/models/jobs.server.ts";
import { saveDispatchSettings } from "../../app/models/settings.server.ts";
import { createSku } from "../../app/models/skus.server.ts";
import * as apiJobCancel from "../../app/routes/api.jobs.$id.cancel.ts";
import * as apiJobExportCsv from "../../app/routes/api.jobs.$id.export[.]csv.ts";
import * as apiJobExportJson from "../../app/routes/api.jobs.$id.export[.]json.ts";
import * as apiJobRepush from "../../app/routes/api.jobs.$id.repush.ts";
import * as apiJob from "../../app/routes/api.jobs.$id.ts";
import * as apiJobs from "../../app/routes/api.jobs.ts";
import * as historyExportCsv from "../../app/routes/history.$id.export[.]csv.ts";
import * as historyExportJson from "../../app/routes/history.$id.export[.]json.ts";
import { MISSING_SETTINGS } from "../../app/services/job-generation.server.ts";
import { bearer, call, get, sendJson, signedInUser } from "../support/routes.ts";

// The jobs REST API (spec §7: POST/GET /jobs, GET /jobs/{id}, cancel, exports; plus
// repush and delete) and Order History's downloads, through the route modules.

const SAVED = { baseUrl: "https://dispatch.example/api", token: "saved-dispatch-token-41c2", storeId: "store-saved", channelId: "web", ordersEndpoint: "/api/v1/orders" };

const CATALOGUE = [
  { sku: "TEE-1", title: "Tee", tags: [], price: 1990, minQuantity: 1, maxQuantity: 5, weight: 0.2, active: true },
  { sku: "CAP-3", title: "Cap", tags: [], price: 1250, minQuantity: 1, maxQuantity: 3, weight: 0.1, active: true },
  { sku: "MUG-7", title: "Mug", tags: [], price: 800, minQuantity: 1, maxQuantity: 4, weight: 0.4, active: true },
  { sku: "OLD-9", title: "Retired", tags: [], price: 500, minQuantity: 1, maxQuantity: 2, weight: 0.1, active: false },
];

const ADA = {
  label: "Ada",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  address1: "12 Example Street",
  address2: null,
  city: "London",
  postcode: "N1 9GU",
  country: "GB",
  weight: 1,
  active: true,
};

/** A spec §3 customer profile as the prototype keeps it locally (its id means nothing here). */
const GRACE = {
  id: "local-7",
  label: "Buyer",
  customer: { name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 010 2345" },
  address: { address1: "1 Navy Way", address2: "Suite 2", city: "Arlington", postcode: "22202", country: "US" },
  weight: 2,
  active: true,
};

async function account({ skus = CATALOGUE, customers = [ADA], settings = true }: { skus?: typeof CATALOGUE; customers?: (typeof ADA)[]; settings?: boolean } = {}) {
  const signedIn = await signedInUser(db());
  const userId = signedIn.user.id;
  for (const sku of skus) await createSku(db(), userId, sku);
  const customerIds: string[] = [];
  for (const customer of customers) customerIds.push((await createCustomer(db(), userId, customer)).id);
  if (settings) await saveDispatchSettings(db(), userId, SAVED);
  return { ...signedIn, userId, customerIds };
}

const postJob = (body: unknown, token: string) => call(apiJobs.action, sendJson("POST", "/api/jobs", body, token));
const getJob = (id: string, token: string) => call(apiJob.loader, bearer(`/api/jobs/${id}`, token), { id });
const listJobs = (search: string, token: string) => call(apiJobs.loader, bearer(`/api/jobs${search}`, token));

async function createdJobId(body: unknown, token: string): Promise<string> {
  const created = await postJob(body, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.job_id;
}

async function storedToken(jobId: string): Promise<string> {
  const row = await db().selectFrom("jobs").select("token").where("id", "=", jobId).executeTakeFirstOrThrow();
  return jobToken(jobId, row.token);
}

/** The send tasks queued for a job (graphile-worker's jobs view). */
async function queued(jobId: string) {
  const { rows } = await sql<{ task_identifier: string }>`select task_identifier from graphile_worker.jobs where key = ${`job:${jobId}`}`.execute(db());
  return rows.map((row) => row.task_identifier);
}

/** Makes a job look as if the worker had sent it: these positions failed (HTTP 422), the others succeeded. */
async function finishAsFailed(jobId: string, failedPositions: number[]) {
  await db().updateTable("job_orders").set({ status: "succeeded", attempts: 1, http_status: 201 }).where("job_id", "=", jobId).execute();
  await db().updateTable("job_orders").set({ status: "failed", http_status: 422 }).where("job_id", "=", jobId).where("position", "in", failedPositions).execute();
  const total = Number((await db().selectFrom("job_orders").select(sql<string>`count(*)`.as("n")).where("job_id", "=", jobId).executeTakeFirstOrThrow()).n);
  await db()
    .updateTable("jobs")
    .set({ status: "failed", sent: total, succeeded: total - failedPositions.length, failed: failedPositions.length, finished_at: new Date() })
    .where("id", "=", jobId)
    .execute();
}

describe("POST /api/jobs", () => {
  it("takes the spec's generation request; empty token, store and channel come from the saved settings", async () => {
    const { token } = await account();
    const id = await createdJobId(
      {
        base_url: "",
        token: "",
        store_id: "",
        channel_id: "",
        orders_endpoint: "",
        shipping_option: "Express Shipping",
        order_count: 6,
        delay_seconds: 0,
        max_skus_per_order: 2,
        max_qty_per_item: 2,
        sku_column: "sku",
        skus: ["TEE-1", "CAP-3", "OLD-9"],
        customers: [GRACE, { ...GRACE, customer: { name: "Not Me", email: "not-me@example.com" }, active: false }],
        seed: 42,
        dry_run: false,
      },
      token,
    );

    const job = await getJob(id, token);
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({
      id,
      status: "pending",
      total: 6,
      sent: 0,
      seed: 42,
      dry_run: false,
      base_url: SAVED.baseUrl,
      orders_endpoint: SAVED.ordersEndpoint,
      store_id: SAVED.storeId,
      channel_id: SAVED.channelId,
      repush_of: null,
    });
    expect(job.body.config).toEqual({
      totalOrders: 6,
      delaySeconds: 0,
      shippingOption: "express",
      minItemsPerOrder: 1,
      maxItemsPerOrder: 2,
      minQuantityPerItem: 1,
      maxQuantityPerItem: 2,
      useRandomCustomer: true,
      selectedCustomerId: null,
      seed: 42,
    });
    expect(job.body.items).toHaveLength(6);
    for (const { payload, status } of job.body.items) {
      expect(status).toBe("pending");
      expect(payload).toMatchObject({ store_id: SAVED.storeId, channel_id: SAVED.channelId, shipping_method: "Express Shipping", test: true });
      // Only the listed active SKUs, and the request's own active customer instead of the saved one.
      expect(payload.line_items.length).toBeLessThanOrEqual(2);
      for (const item of payload.line_items) {
        expect(["TEE-1", "CAP-3"]).toContain(item.sku);
        expect(item.quantity).toBeLessThanOrEqual(2);
      }
      expect(payload.customer).toEqual(GRACE.customer);
      expect(payload.shipping_address).toEqual({ name: "Grace Hopper", ...GRACE.address });
    }
    expect(await queued(id)).toEqual(["orders__send"]);
    expect(await storedToken(id)).toBe(SAVED.token);
    expect(JSON.stringify(job.body)).not.toContain(SAVED.token);
  });

  it("sends to an explicit destination, field by field over the saved one, and needs none saved when all are given", async () => {
    const withSaved = await account();
    const partly = await createdJobId({ order_count: 1, store_id: "store-explicit", token: "explicit-token-77" }, withSaved.token);
    const job = (await getJob(partly, withSaved.token)).body;
    expect(job).toMatchObject({ base_url: SAVED.baseUrl, orders_endpoint: SAVED.ordersEndpoint, store_id: "store-explicit", channel_id: SAVED.channelId });
    expect(job.items[0].payload.store_id).toBe("store-explicit");
    expect(await storedToken(partly)).toBe("explicit-token-77");

    const withoutSaved = await account({ settings: false });
    const destination = { base_url: "http://dispatch.test:8080/v2", token: "tok-abc-123", store_id: "s-1", channel_id: "c-1", orders_endpoint: "/orders" };
    const whole = await createdJobId({ order_count: 2, ...destination }, withoutSaved.token);
    expect((await getJob(whole, withoutSaved.token)).body).toMatchObject({ base_url: "http://dispatch.test:8080/v2", orders_endpoint: "/orders", store_id: "s-1", channel_id: "c-1" });
    expect(await storedToken(whole)).toBe("tok-abc-123");
  });

  it("uses exactly the request's customer and shipping address for every order", async () => {
    const { token } = await account();
    const id = await createdJobId(
      {
        order_count: 3,
        shipping_option: "next_day",
        customer: { name: "Linus Pauling", email: "linus@example.com", phone: null },
        shipping_address: { address1: "Hauptstraße 5", address2: null, city: "Berlin", postcode: "10115", country: "Germany" },
      },
      token,
    );
    const job = (await getJob(id, token)).body;
    expect(job.config).toMatchObject({ useRandomCustomer: false, selectedCustomerId: "request:customer", shippingOption: "next_day" });
    for (const { payload } of job.items) {
      expect(payload.customer).toEqual({ name: "Linus Pauling", email: "linus@example.com", phone: null });
      expect(payload.shipping_address).toEqual({ name: "Linus Pauling", address1: "Hauptstraße 5", address2: null, city: "Berlin", postcode: "10115", country: "DE" });
      expect(payload.shipping_method).toBe("Next Day Delivery");
    }
  });

  it("takes the generator configuration; a dry run records the orders as skipped and queues no send", async () => {
    const { token, customerIds } = await account();
    const config = {
      totalOrders: 3,
      delaySeconds: 2,
      shippingOption: "standard",
      minItemsPerOrder: 2,
      maxItemsPerOrder: 2,
      minQuantityPerItem: 1,
      maxQuantityPerItem: 1,
      useRandomCustomer: false,
      selectedCustomerId: customerIds[0],
      seed: 9,
    };
    const id = await createdJobId({ ...config, dry_run: true }, token);
    const job = (await getJob(id, token)).body;
    expect(job).toMatchObject({ status: "completed", dry_run: true, total: 3, sent: 0, config });
    expect(job.items.map((item: { status: string }) => item.status)).toEqual(["skipped", "skipped", "skipped"]);
    for (const { payload } of job.items) {
      expect(payload.customer).toEqual({ name: ADA.name, email: ADA.email, phone: null });
      expect(payload.shipping_method).toBe("Standard Shipping");
      expect(payload.line_items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 1]);
    }
    expect(await queued(id)).toEqual([]);

    // The same seed and catalogue give the same orders (only created_at is the moment of creation).
    const again = (await getJob(await createdJobId({ ...config, dry_run: true }, token), token)).body;
    const withoutTime = (items: { payload: Record<string, unknown> }[]) => items.map(({ payload: { created_at: _at, ...rest } }) => rest);
    expect(withoutTime(again.items)).toEqual(withoutTime(job.items));
  });

  it("accepts every shipping option by value or label", async () => {
    const { token } = await account();
    for (const [option, methods] of [
      ["free", ["Free Shipping"]],
      ["Standard Shipping", ["Standard Shipping"]],
      ["EXPRESS", ["Express Shipping"]],
      ["Next Day Delivery", ["Next Day Delivery"]],
      ["Random Selection", ["Free Shipping", "Standard Shipping", "Express Shipping", "Next Day Delivery"]],
    ] as const) {
      const id = await createdJobId({ order_count: 20, shipping_option: option, seed: 3, dry_run: true }, token);
      const used = new Set((await getJob(id, token)).body.items.map((item: { payload: { shipping_method: string } }) => item.payload.shipping_method));
      for (const method of used) expect(methods).toContain(method);
      // Random Selection draws per order: 20 orders use more than one method.
      if (option === "Random Selection") expect(used.size).toBeGreaterThan(1);
      else expect([...used]).toEqual(methods);
    }
  });

  it("refuses bad fields with 422 and a message per field", async () => {
    const { token } = await account();
    const refused = await postJob(
      {
        order_count: 0,
        delay_seconds: 61,
        shipping_option: "teleport",
        max_skus_per_order: 1.5,
        max_qty_per_item: "3",
        skus: "TEE-1",
        customers: [{ label: "Bad", customer: { name: "Bad", email: "not-an-email" }, address: { address1: "1 St", city: "X", postcode: "1", country: "Atlantis" } }],
        seed: -1,
        base_url: "ftp//nowhere",
        dry_run: "yes",
      },
      token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe("Some fields are invalid");
    expect(refused.body.error.fields).toEqual({
      order_count: ["order_count must be from 1 to 100"],
      delay_seconds: ["delay_seconds must be from 0 to 60"],
      shipping_option: [
        "shipping_option must be one of free, standard, express, next_day, random (or its label: Free Shipping, Standard Shipping, Express Shipping, Next Day Delivery, Random Selection)",
      ],
      max_skus_per_order: ["max_skus_per_order must be a whole number"],
      max_qty_per_item: ["max_qty_per_item must be a number"],
      skus: ["skus must be a list of SKU codes"],
      "customers.0.customer.email": ["Please enter a valid email address"],
      "customers.0.address.country": ["Please enter a valid country (an ISO code such as DE, or its English name)"],
      seed: [SEED_MESSAGE],
      base_url: ["Please enter a valid URL"],
      dry_run: ["dry_run must be true or false"],
    });

    const halfCustomer = await postJob({ customer: { name: "Solo", email: "solo@example.com" } }, token);
    expect(halfCustomer.body.error.fields).toEqual({ shipping_address: ["shipping_address is required with customer"] });

    const mixed = await postJob({ order_count: 2, totalOrders: 2 }, token);
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.fields._).toEqual([
      "Send either the generation request (order_count, shipping_option, …) or the generator configuration (totalOrders, shippingOption, …), not both: order_count and totalOrders",
    ]);

    const badConfig = await postJob({ totalOrders: 101, shippingOption: "Free Shipping" }, token);
    expect(badConfig.body.error.fields).toEqual({
      totalOrders: ["totalOrders must be from 1 to 100"],
      shippingOption: ["shippingOption must be one of free, standard, express, next_day, random"],
    });
    const upsideDown = await postJob({ useRandomCustomer: true, minItemsPerOrder: 4, maxItemsPerOrder: 2 }, token);
    expect(upsideDown.body.error.fields).toEqual({ maxItemsPerOrder: ["Max Items Per Order must be at least Min Items Per Order"] });

    expect((await postJob([1, 2], token)).body.error.fields).toEqual({ _: ["The body must be a JSON object"] });
    const notJson = await postJob("{order_count:", token);
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe("The request body must be JSON");

    expect((await listJobs("", token)).body.total).toBe(0);
  });

  it("answers the spec's preflight problems with 422, title and message, and creates nothing", async () => {
    const noSkus = await account({ skus: [] });
    expect(await postJob({}, noSkus.token)).toMatchObject({
      status: 422,
      body: { error: { title: "No SKUs available", message: "No SKUs available: Please add some SKUs before generating orders" } },
    });

    const full = await account();
    const unknownCodes = await postJob({ skus: ["NOPE-1", "OLD-9"] }, full.token);
    expect(unknownCodes.body.error.title).toBe("No SKUs available");

    const noCustomers = await account({ customers: [] });
    expect((await postJob({ useRandomCustomer: false }, noCustomers.token)).body.error).toEqual({
      title: "No customers available",
      message: "No customers available: Please add some customers or enable random customer selection",
    });

    const noSettings = await account({ settings: false });
    expect((await postJob({ order_count: 1, token: "only-a-token" }, noSettings.token)).body.error).toEqual({
      title: MISSING_SETTINGS.title,
      message: `${MISSING_SETTINGS.title}: ${MISSING_SETTINGS.message}`,
    });

    for (const { token } of [noSkus, full, noCustomers, noSettings]) expect((await listJobs("?range=90d", token)).body.total).toBe(0);
  });

  it("needs a bearer token and POST", async () => {
    expect((await call(apiJobs.action, sendJson("POST", "/api/jobs", {}))).status).toBe(401);
    const { token } = await account();
    const patched = await call(apiJobs.action, sendJson("PATCH", "/api/jobs", {}, token));
    expect(patched.status).toBe(405);
    expect(patched.headers.get("Allow")).toBe("GET, POST");
  });
});

describe("GET /api/jobs", () => {
  it("lists the user's jobs newest first, filtered by status and range, searched by id, paged", async () => {
    const { token } = await account();
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) ids.push(await createdJobId({ order_count: 1, dry_run: true }, token));
    // Oldest first as created; give them distinct times so the order is certain.
    for (const [index, id] of ids.entries()) {
      await db().updateTable("jobs").set({ created_at: sql`now() - ${`${(12 - index) * 60} seconds`}::interval` }).where("id", "=", id).execute();
    }
    await db().updateTable("jobs").set({ status: "failed" }).where("id", "=", ids[11]).execute();
    await db().updateTable("jobs").set({ status: "running" }).where("id", "=", ids[10]).execute();
    await db().updateTable("jobs").set({ created_at: sql`now() - interval '10 days'` }).where("id", "=", ids[0]).execute();

    const page1 = await listJobs("?size=10", token);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 11, page: 1, size: 10 });
    expect(page1.body.jobs.map((job: { id: string }) => job.id)).toEqual(ids.slice(2).reverse());
    const page2 = await listJobs("?size=10&page=2", token);
    expect(page2.body.jobs.map((job: { id: string }) => job.id)).toEqual([ids[1]]);
    expect(page1.body.jobs[0]).not.toHaveProperty("items");
    expect(page1.body.jobs[0]).not.toHaveProperty("token");
    expect(page1.body.jobs[0]).toMatchObject({ id: ids[11], status: "failed", total: 1 });

    expect((await listJobs("?range=30d", token)).body).toMatchObject({ total: 12, size: 25 });
    expect((await listJobs("?status=failed", token)).body.jobs.map((job: { id: string }) => job.id)).toEqual([ids[11]]);
    expect((await listJobs("?status=running&range=24h", token)).body.jobs.map((job: { id: string }) => job.id)).toEqual([ids[10]]);
    expect((await listJobs(`?q=${ids[5].slice(0, 8).toUpperCase()}`, token)).body.jobs.map((job: { id: string }) => job.id)).toEqual([ids[5]]);
    expect((await listJobs(`?q=${ids[0].slice(0, 8)}`, token)).body.total).toBe(0);

    const bad = await listJobs("?status=done&range=1y", token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      status: ["status must be one of pending, running, completed, failed, cancelled"],
      range: ["range must be one of 24h, 7d, 30d, 90d"],
    });
  });
});

describe("a job by id", () => {
  it("cancels a pending job, and leaves a finished one as it is", async () => {
    const { token } = await account();
    const id = await createdJobId({ order_count: 2 }, token);
    const cancel = (jobId: string) => call(apiJobCancel.action, bearer(`/api/jobs/${jobId}/cancel`, token, "POST"), { id: jobId });

    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: "cancelled" });
    expect(cancelled.body).not.toHaveProperty("items");
    expect(cancelled.body.finished_at).not.toBeNull();
    expect((await getJob(id, token)).body.status).toBe("cancelled");
    expect((await cancel(id)).body.status).toBe("cancelled");

    const done = await createdJobId({ order_count: 1, dry_run: true }, token);
    const unchanged = await cancel(done);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.status).toBe("completed");
  });

  it("repushes exactly the failed orders as a new linked job; 409 for a job that did not fail", async () => {
    const { token } = await account();
    const id = await createdJobId({ order_count: 5, seed: 5, token: "original-token-99" }, token);
    const repush = (jobId: string) => call(apiJobRepush.action, bearer(`/api/jobs/${jobId}/repush`, token, "POST"), { id: jobId });

    const notFailed = await repush(id);
    expect(notFailed.status).toBe(409);
    expect(notFailed.body).toEqual({ error: { message: "Only failed jobs can be repushed" } });

    await finishAsFailed(id, [2, 4]);
    const original = (await getJob(id, token)).body;
    const failedItems = original.items.filter((item: { status: string }) => item.status === "failed");
    expect(failedItems).toHaveLength(2);

    const repushed = await repush(id);
    expect(repushed.status).toBe(201);
    const copy = (await getJob(repushed.body.job_id, token)).body;
    expect(copy).toMatchObject({ status: "pending", total: 2, repush_of: id, base_url: original.base_url, store_id: original.store_id, channel_id: original.channel_id });
    expect(copy.items.map((item: { payload: unknown }) => item.payload)).toEqual(failedItems.map((item: { payload: unknown }) => item.payload));
    expect(copy.items.map((item: { external_id: string }) => item.external_id)).toEqual(failedItems.map((item: { external_id: string }) => item.external_id));
    for (const [index, item] of copy.items.entries()) expect(item.idempotency_key).not.toBe(failedItems[index].idempotency_key);
    expect(await queued(copy.id)).toEqual(["orders__send"]);
    expect(await storedToken(copy.id)).toBe("original-token-99");

    // The original stays failed; the copy (pending) cannot be repushed.
    expect((await getJob(id, token)).body.status).toBe("failed");
    expect((await repush(copy.id)).status).toBe(409);
  });

  it("deletes a queued job with its orders and takes its send task off the queue", async () => {
    const { token } = await account();
    const id = await createdJobId({ order_count: 3 }, token);
    expect(await queued(id)).toEqual(["orders__send"]);

    const deleted = await call(apiJob.action, bearer(`/api/jobs/${id}`, token, "DELETE"), { id });
    expect(deleted.status).toBe(204);
    expect((await getJob(id, token)).status).toBe(404);
    expect(await db().selectFrom("job_orders").select("id").where("job_id", "=", id).execute()).toEqual([]);
    expect(await queued(id)).toEqual([]);
    expect((await call(apiJob.action, bearer(`/api/jobs/${id}`, token, "DELETE"), { id })).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id and 405 for a wrong method", async () => {
    const { token } = await account();
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      expect(await getJob(id, token)).toMatchObject({ status: 404, body: { error: { message: "Job not found" } } });
    }
    const id = await createdJobId({ order_count: 1, dry_run: true }, token);
    const put = await call(apiJob.action, sendJson("PUT", `/api/jobs/${id}`, {}, token), { id });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, DELETE");
    expect((await call(apiJobCancel.loader, bearer(`/api/jobs/${id}/cancel`, token), { id })).status).toBe(405);
    expect((await call(apiJobRepush.loader, bearer(`/api/jobs/${id}/repush`, token), { id })).status).toBe(405);
    expect((await call(apiJobExportJson.action, bearer(`/api/jobs/${id}/export.json`, token, "POST"), { id })).status).toBe(405);
    expect((await call(apiJobExportCsv.action, bearer(`/api/jobs/${id}/export.csv`, token, "POST"), { id })).status).toBe(405);
    expect((await call(apiJob.loader, get(`/api/jobs/${id}`), { id })).status).toBe(401);
  });
});

describe("exports", () => {
  /** A job of 3 orders, each with both SKUs twice, Free Shipping: 2 × 19.90 + 2 × 12.50 = 64.80. */
  async function jobWithResults() {
    const owner = await account({ skus: CATALOGUE.slice(0, 2) });
    const id = await createdJobId(
      { totalOrders: 3, shippingOption: "free", minItemsPerOrder: 2, maxItemsPerOrder: 2, minQuantityPerItem: 2, maxQuantityPerItem: 2, useRandomCustomer: true, seed: 11 },
      owner.token,
    );
    await db()
      .updateTable("job_orders")
      .set({ status: "succeeded", http_status: 201, attempts: 1, duration_ms: 120, response_excerpt: '{"id":"ord_1","note":"a, \\"quoted\\" value"}' })
      .where("job_id", "=", id)
      .where("position", "=", 1)
      .execute();
    await db()
      .updateTable("job_orders")
      .set({ status: "failed", http_status: 422, attempts: 3, duration_ms: 80, response_excerpt: "line one\nline two" })
      .where("job_id", "=", id)
      .where("position", "=", 2)
      .execute();
    return { ...owner, id };
  }

  const args = (request: Request, id: string) => ({ request, params: { id }, context: {} });

  it("Export JSON: job_{id}.json, the job with every order's payload and result, pretty-printed", async () => {
    const { token, id } = await jobWithResults();
    const response = await apiJobExportJson.loader(args(bearer(`/api/jobs/${id}/export.json`, token), id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="job_${id}.json"`);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(text).toBe(`${JSON.stringify(exported, null, 2)}\n`);
    expect(exported).toEqual((await getJob(id, token)).body);
    expect(exported.items.map((item: { status: string; http_status: number | null }) => [item.status, item.http_status])).toEqual([
      ["succeeded", 201],
      ["failed", 422],
      ["pending", null],
    ]);
    expect(exported.items[0].payload.totals).toEqual({ items: 64.8, shipping: 0, grand_total: 64.8 });
    expect(text).not.toContain(SAVED.token);
  });

  it("Export CSV: job_{id}.csv, one row per order", async () => {
    const { token, id } = await jobWithResults();
    const response = await apiJobExportCsv.loader(args(bearer(`/api/jobs/${id}/export.csv`, token), id));
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="job_${id}.csv"`);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const [header, ...rows] = parse(await response.text()) as string[][];
    expect(header).toEqual(["order_number", "status", "http_status", "attempts", "duration_ms", "skus", "total", "response_excerpt"]);
    expect(rows.map((row) => row[0])).toEqual(["OB-11-001", "OB-11-002", "OB-11-003"]);
    expect(rows[0].slice(1)).toEqual(["succeeded", "201", "1", "120", expect.stringMatching(/^(TEE-1 x 2; CAP-3 x 2|CAP-3 x 2; TEE-1 x 2)$/), "64.80", '{"id":"ord_1","note":"a, \\"quoted\\" value"}']);
    expect(rows[1].slice(1)).toEqual(["failed", "422", "3", "80", expect.stringMatching(/^(TEE-1 x 2; CAP-3 x 2|CAP-3 x 2; TEE-1 x 2)$/), "64.80", "line one\nline two"]);
    expect(rows[2].slice(1)).toEqual(["pending", "", "0", "", expect.stringMatching(/^(TEE-1 x 2; CAP-3 x 2|CAP-3 x 2; TEE-1 x 2)$/), "64.80", ""]);
    // The SKU column follows the order's own line items.
    const items = (await getJob(id, token)).body.items[0].payload.line_items;
    expect(rows[0][5]).toBe(items.map((item: { sku: string; quantity: number }) => `${item.sku} x ${item.quantity}`).join("; "));
  });

  it("Export CSV shows an answer that looks like a formula as text, so a spreadsheet does not run it", async () => {
    const { token, id } = await jobWithResults();
    await db()
      .updateTable("job_orders")
      .set({ status: "failed", http_status: 400, attempts: 1, response_excerpt: '=HYPERLINK("https://evil.example","click")' })
      .where("job_id", "=", id)
      .where("position", "=", 3)
      .execute();
    const response = await apiJobExportCsv.loader(args(bearer(`/api/jobs/${id}/export.csv`, token), id));
    const rows = parse(await response.text()) as string[][];
    expect(rows[3][7]).toBe(`'=HYPERLINK("https://evil.example","click")`);
    // The JSON export keeps the answer exactly as it came.
    expect((await getJob(id, token)).body.items[2].response_excerpt).toBe('=HYPERLINK("https://evil.example","click")');
  });

  it("Order History serves the same files to the signed-in owner only", async () => {
    const { token, cookie, id } = await jobWithResults();
    const stranger = await signedInUser(db());
    for (const [page, api, format] of [
      [historyExportJson, apiJobExportJson, "json"],
      [historyExportCsv, apiJobExportCsv, "csv"],
    ] as const) {
      const fromPage = await page.loader(args(get(`/history/${id}/export.${format}`, { cookie }), id));
      const fromApi = await api.loader(args(bearer(`/api/jobs/${id}/export.${format}`, token), id));
      expect(fromPage.headers.get("Content-Disposition")).toBe(`attachment; filename="job_${id}.${format}"`);
      expect(await fromPage.text()).toBe(await fromApi.text());

      const refused = await call(page.loader, get(`/history/${id}/export.${format}`, { cookie: stranger.cookie }), { id });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toBe("/history");
      expect(refused.headers.get("Set-Cookie")).toContain("toast");
      const anonymous = await call(page.loader, get(`/history/${id}/export.${format}`), { id });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/history/${id}/export.${format}`)}`);
    }
  });
});

describe("another user's job", () => {
  it("is 404 to every call and missing from the list, and stays unchanged", async () => {
    const owner = await account();
    const stranger = await account();
    const id = await createdJobId({ order_count: 2 }, owner.token);
    // Failed, so that a repush by its owner would succeed: the stranger's 404 is about ownership.
    await finishAsFailed(id, [1]);

    const asStranger = [
      call(apiJob.loader, bearer(`/api/jobs/${id}`, stranger.token), { id }),
      call(apiJobExportJson.loader, bearer(`/api/jobs/${id}/export.json`, stranger.token), { id }),
      call(apiJobExportCsv.loader, bearer(`/api/jobs/${id}/export.csv`, stranger.token), { id }),
      call(apiJobCancel.action, bearer(`/api/jobs/${id}/cancel`, stranger.token, "POST"), { id }),
      call(apiJobRepush.action, bearer(`/api/jobs/${id}/repush`, stranger.token, "POST"), { id }),
      call(apiJob.action, bearer(`/api/jobs/${id}`, stranger.token, "DELETE"), { id }),
    ];
    for (const answer of await Promise.all(asStranger)) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { message: "Job not found" } });
    }
    expect((await listJobs("?range=90d", stranger.token)).body).toMatchObject({ jobs: [], total: 0 });

    const mine = await listJobs("?range=90d", owner.token);
    expect(mine.body.jobs.map((job: { id: string; status: string }) => [job.id, job.status])).toEqual([[id, "failed"]]);
    expect(await db().selectFrom("jobs").select("id").where("repush_of", "=", id).execute()).toEqual([]);
  });
});
