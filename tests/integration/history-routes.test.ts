import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { DEFAULT_GENERATOR_CONFIG } from "../../app/lib/generator/config.ts";
import { getJob, getJobOrders } from "../../app/models/jobs.server.ts";
import { saveDispatchSettings } from "../../app/models/settings.server.ts";
import { createSku } from "../../app/models/skus.server.ts";
import * as root from "../../app/root.tsx";
import * as jobCancel from "../../app/routes/_app.history.$id_.cancel.tsx";
import * as jobDelete from "../../app/routes/_app.history.$id_.delete.tsx";
import * as jobRepush from "../../app/routes/_app.history.$id_.repush.tsx";
import * as jobDetails from "../../app/routes/_app.history.$id.tsx";
import * as history from "../../app/routes/_app.history.tsx";
import * as appSettings from "../../app/routes/_app.settings.app.tsx";
import { startJob } from "../../app/services/job-generation.server.ts";
import { call, cookiesFrom, get, postForm, signedInUser, type RouteResult } from "../support/routes.ts";

const TOKEN = "history-secret-token-9f3a";

/** A signed-in user with dispatch settings and two SKUs, ready to create jobs. */
async function userWithCatalogue() {
  const signedIn = await signedInUser(db());
  await saveDispatchSettings(db(), signedIn.user.id, {
    baseUrl: "http://dispatch.test",
    token: TOKEN,
    storeId: "store-1",
    channelId: "channel-1",
    ordersEndpoint: "/api/v1/orders",
  });
  for (const sku of ["TEE-1", "CAP-2"]) {
    await createSku(db(), signedIn.user.id, { sku, title: sku, tags: [], price: 1000, minQuantity: 1, maxQuantity: 2, weight: 0.1, active: true });
  }
  return signedIn;
}

async function newJob(userId: string, totalOrders = 3) {
  return startJob(db(), userId, { config: { ...DEFAULT_GENERATOR_CONFIG, totalOrders, delaySeconds: 0, useRandomCustomer: true, seed: 7 } });
}

/** Plays the worker's part: the job ended with these results. */
async function finish(jobId: string, status: "completed" | "failed", failedOrders = 0) {
  const orders = await getJobOrders(db(), jobId);
  for (const [index, order] of orders.entries()) {
    await db()
      .updateTable("job_orders")
      .set({ status: index < failedOrders ? "failed" : "succeeded", attempts: 1, http_status: index < failedOrders ? 500 : 201 })
      .where("id", "=", order.id)
      .execute();
  }
  await db()
    .updateTable("jobs")
    .set({
      status,
      sent: orders.length,
      succeeded: orders.length - failedOrders,
      failed: failedOrders,
      updated_at: sql<Date>`created_at + interval '12 seconds'`,
    })
    .where("id", "=", jobId)
    .execute();
}

/** The toasts the next page shows after this redirect. */
async function toastsAfter(result: RouteResult, cookie: string) {
  const page = await call(root.loader, get("/", { cookie: cookiesFrom(result.headers, cookie) }));
  return page.body.toasts;
}

describe("Order History", () => {
  it("filters by status and time range on the server, searches by job id, and counts the same jobs", async () => {
    const { user, cookie } = await userWithCatalogue();
    const done = await newJob(user.id, 2);
    const broken = await newJob(user.id, 3);
    const waiting = await newJob(user.id, 4);
    const old = await newJob(user.id, 5);
    await finish(done.id, "completed");
    await finish(broken.id, "failed", 1);
    await finish(old.id, "completed");
    await db().updateTable("jobs").set({ created_at: sql<Date>`now() - interval '10 days'` }).where("id", "=", old.id).execute();

    const page = await call(history.loader, get("/history", { cookie }));
    expect(page.status).toBe(200);
    expect(page.body.filter).toEqual({ status: null, range: "7d" });
    expect(page.body.total).toBe(3);
    expect(page.body.stats).toEqual({ totalJobs: 3, completed: 1, failed: 1, totalOrders: 9 });
    expect(page.body.active).toBe(true);
    // Where the orders go and with which token stays on the server.
    expect(JSON.stringify(page.body)).not.toContain(TOKEN);
    expect(JSON.stringify(page.body)).not.toContain("dispatch.test");

    const failedOnly = await call(history.loader, get("/history?status=failed&range=7d", { cookie }));
    expect(failedOnly.body.jobs.map((job: { id: string }) => job.id)).toEqual([broken.id]);
    expect(failedOnly.body.stats).toEqual({ totalJobs: 1, completed: 0, failed: 1, totalOrders: 3 });

    const month = await call(history.loader, get("/history?range=30d&status=completed", { cookie }));
    expect(month.body.jobs.map((job: { id: string }) => job.id).sort()).toEqual([done.id, old.id].sort());
    expect(month.body.stats).toEqual({ totalJobs: 2, completed: 2, failed: 0, totalOrders: 7 });

    const found = await call(history.loader, get(`/history?q=${waiting.id.slice(0, 8).toUpperCase()}`, { cookie }));
    expect(found.body.jobs.map((job: { id: string }) => job.id)).toEqual([waiting.id]);

    // Nonsense in the URL is no error: no status filter, the default range.
    const odd = await call(history.loader, get("/history?status=exploded&range=1y", { cookie }));
    expect(odd.body.filter).toEqual({ status: null, range: "7d" });
    expect(odd.body.total).toBe(3);
  });

  it("starts from the App Settings default date range", async () => {
    const { user, cookie } = await userWithCatalogue();
    const old = await newJob(user.id);
    await db().updateTable("jobs").set({ created_at: sql<Date>`now() - interval '20 days'` }).where("id", "=", old.id).execute();
    expect((await call(history.loader, get("/history", { cookie }))).body.total).toBe(0);

    const saved = await call(
      appSettings.action,
      postForm("/settings/app", { intent: "preferences", theme: "light", density: "comfortable", defaultDateRange: "30d" }, { cookie }),
    );
    const withPreference = cookiesFrom(saved.headers, cookie);
    const page = await call(history.loader, get("/history", { cookie: withPreference }));
    expect(page.body.filter.range).toBe("30d");
    expect(page.body.jobs.map((job: { id: string }) => job.id)).toEqual([old.id]);
    // The user can still look at another range.
    expect((await call(history.loader, get("/history?range=24h", { cookie: withPreference }))).body.total).toBe(0);
  });

  it("Job Details shows the job's figures and every order's result", async () => {
    const { user, cookie } = await userWithCatalogue();
    const job = await newJob(user.id, 3);
    await finish(job.id, "failed", 2);
    const details = await call(jobDetails.loader, get(`/history/${job.id}`, { cookie }), { id: job.id });
    expect(details.status).toBe(200);
    expect(details.body.json).toMatchObject({ id: job.id, status: "failed", total: 3, sent: 3, succeeded: 1, failed: 2 });
    expect(details.body.json.items.map((order: { status: string; http_status: number }) => [order.status, order.http_status])).toEqual([
      ["failed", 500],
      ["failed", 500],
      ["succeeded", 201],
    ]);
    expect(JSON.stringify(details.body)).not.toContain(TOKEN);
  });

  it("repushes a failed job's failed orders as a new job linked to it", async () => {
    const { user, cookie } = await userWithCatalogue();
    const job = await newJob(user.id, 3);
    await finish(job.id, "failed", 2);
    expect((await call(jobRepush.loader, get(`/history/${job.id}/repush`, { cookie }), { id: job.id })).status).toBe(200);

    const repushed = await call(jobRepush.action, postForm(`/history/${job.id}/repush?status=failed`, {}, { cookie }), { id: job.id });
    expect(repushed.status).toBe(302);
    expect(repushed.headers.get("Location")).toBe("/history?status=failed");
    const [toast] = await toastsAfter(repushed, cookie);
    expect(toast).toMatchObject({ type: "success", title: "Job repushed" });
    expect(toast.description).toMatch(/^New job [0-9a-f]{8}… sends the 2 failed orders again$/);

    const list = await call(history.loader, get("/history", { cookie }));
    const copy = list.body.jobs.find((row: { repushOf: string | null }) => row.repushOf === job.id);
    expect(copy).toMatchObject({ status: "pending", total: 2 });
    expect(toast.description).toContain(copy.id.slice(0, 8));
    const failedNumbers = (await getJobOrders(db(), job.id, { status: "failed" })).map((order) => order.orderNumber);
    expect((await getJobOrders(db(), copy.id)).map((order) => order.orderNumber)).toEqual(failedNumbers);

    const done = await newJob(user.id, 1);
    await finish(done.id, "completed");
    const refused = await call(jobRepush.action, postForm(`/history/${done.id}/repush`, {}, { cookie }), { id: done.id });
    expect(await toastsAfter(refused, cookie)).toEqual([{ type: "error", title: "Repush failed", description: "Only failed jobs can be repushed" }]);
  });

  it("cancels a pending job once, and says why it cannot twice", async () => {
    const { user, cookie } = await userWithCatalogue();
    const job = await newJob(user.id);
    const cancelled = await call(jobCancel.action, postForm(`/history/${job.id}/cancel`, {}, { cookie }), { id: job.id });
    expect(cancelled.headers.get("Location")).toBe("/history");
    expect(await toastsAfter(cancelled, cookie)).toEqual([
      { type: "success", title: "Job cancelled", description: `Job ${job.id.slice(0, 8)}… stops before its next order` },
    ]);
    expect((await getJob(db(), { id: job.id, userId: user.id }))?.status).toBe("cancelled");

    const again = await call(jobCancel.action, postForm(`/history/${job.id}/cancel`, {}, { cookie }), { id: job.id });
    expect(await toastsAfter(again, cookie)).toEqual([
      { type: "error", title: "Cancel failed", description: "Only pending or running jobs can be cancelled; this one is cancelled" },
    ]);
  });

  it("deletes a job with its orders, then treats it as unknown", async () => {
    const { user, cookie } = await userWithCatalogue();
    const job = await newJob(user.id);
    const deleted = await call(jobDelete.action, postForm(`/history/${job.id}/delete?q=abc`, {}, { cookie }), { id: job.id });
    expect(deleted.headers.get("Location")).toBe("/history?q=abc");
    expect((await toastsAfter(deleted, cookie))[0]).toMatchObject({ type: "success", title: "Job deleted" });
    expect(await getJobOrders(db(), job.id)).toEqual([]);
    expect((await call(jobDetails.loader, get(`/history/${job.id}`, { cookie }), { id: job.id })).status).toBe(404);
    // Its send task left the queue with it.
    const queued = await sql<{ count: string }>`select count(*) from graphile_worker.jobs where key = ${`job:${job.id}`}`.execute(db());
    expect(Number(queued.rows[0].count)).toBe(0);

    const again = await call(jobDelete.action, postForm(`/history/${job.id}/delete`, {}, { cookie }), { id: job.id });
    expect(await toastsAfter(again, cookie)).toEqual([{ type: "error", title: "Delete failed", description: "Failed to delete job" }]);
  });

  it("gives another user 404 for a job that is not theirs, and changes nothing", async () => {
    const owner = await userWithCatalogue();
    const stranger = await signedInUser(db());
    const job = await newJob(owner.user.id, 3);
    await finish(job.id, "failed", 1);
    const { cookie } = stranger;

    expect((await call(history.loader, get(`/history?q=${job.id}`, { cookie }))).body.total).toBe(0);
    for (const [route, path] of [
      [jobDetails, ""],
      [jobRepush, "/repush"],
      [jobCancel, "/cancel"],
      [jobDelete, "/delete"],
    ] as const) {
      const seen = await call(route.loader, get(`/history/${job.id}${path}`, { cookie }), { id: job.id });
      expect(seen.status, path || "details").toBe(404);
    }
    for (const route of [jobRepush, jobCancel, jobDelete]) {
      const attempt = await call(route.action, postForm(`/history/${job.id}/x`, {}, { cookie }), { id: job.id });
      expect(attempt.headers.get("Location")).toBe("/history");
      expect((await toastsAfter(attempt, cookie))[0].type).toBe("error");
    }
    const after = await getJob(db(), { id: job.id, userId: owner.user.id });
    expect(after?.status).toBe("failed");
    const owned = await call(history.loader, get("/history", { cookie: owner.cookie }));
    expect(owned.body.jobs.map((row: { id: string }) => row.id)).toEqual([job.id]);

    // Not an id at all is just as unknown.
    expect((await call(jobDetails.loader, get("/history/not-a-job", { cookie }), { id: "not-a-job" })).status).toBe(404);
  });
});
