import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { DEFAULT_GENERATOR_CONFIG } from "../../app/lib/generator/config.ts";
import { generateOrders } from "../../app/lib/generator/orders.ts";
import { jobJson, jobWithItemsJson } from "../../app/lib/job-json.ts";
import { createJob, getJob, getJobOrders, jobToken, type NewJob } from "../../app/models/jobs.server.ts";
import { signedInUser } from "../support/routes.ts";

// createJob's promise (DESIGN "Jobs"): the job row, all its orders and the send task
// commit together or not at all; the dispatch token is kept encrypted and never shown.

const TOKEN = "dispatch-token-5e1d-plaintext";
const destination = { baseUrl: "https://dispatch.example/api", ordersEndpoint: "/api/v1/orders", storeId: "store-9", channelId: "web", token: TOKEN };
const skus = [
  { sku: "TEE-1", title: "Tee", priceCents: 1990, minQuantity: 1, maxQuantity: 5 },
  { sku: "CAP-3", title: "Cap", priceCents: 1250, minQuantity: 1, maxQuantity: 3 },
];

function newJob(userId: string, overrides: Partial<NewJob> = {}): NewJob {
  const config = { ...DEFAULT_GENERATOR_CONFIG, totalOrders: 4, useRandomCustomer: true };
  const orders = generateOrders({ config, seed: 7, skus, customers: [], destination, createdAt: new Date("2026-01-02T03:04:05Z") });
  return { userId, config, seed: 7, dryRun: false, destination, orders, ...overrides };
}

async function stored(userId: string) {
  const jobs = await db().selectFrom("jobs").selectAll().where("user_id", "=", userId).execute();
  const orders = await db()
    .selectFrom("job_orders")
    .innerJoin("jobs", "jobs.id", "job_orders.job_id")
    .select("job_orders.id")
    .where("jobs.user_id", "=", userId)
    .execute();
  return { jobs, orders };
}

async function sendTasks(jobId: string) {
  const { rows } = await sql<{ task_identifier: string; key: string | null; payload: unknown }>`
    select tasks.identifier as task_identifier, jobs.key, jobs.payload
    from graphile_worker._private_jobs jobs join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
    where jobs.key = ${`job:${jobId}`}
  `.execute(db());
  return rows;
}

const allSendTasks = async () =>
  Number((await sql<{ count: string }>`select count(*) from graphile_worker.jobs where task_identifier = 'orders__send'`.execute(db())).rows[0].count);

describe("createJob", () => {
  it("writes the job, every order in sending order and the send task", async () => {
    const { user } = await signedInUser(db());
    const input = newJob(user.id);
    const job = await createJob(db(), input);

    expect(job).toMatchObject({ status: "pending", total: 4, sent: 0, succeeded: 0, failed: 0, seed: 7, dryRun: false, repushOf: null });
    expect(job.destination).toEqual({ baseUrl: destination.baseUrl, ordersEndpoint: destination.ordersEndpoint, storeId: "store-9", channelId: "web" });
    const orders = await getJobOrders(db(), job.id);
    expect(orders.map((order) => order.payload)).toEqual(input.orders);
    expect(orders.map((order) => [order.position, order.status])).toEqual([
      [1, "pending"],
      [2, "pending"],
      [3, "pending"],
      [4, "pending"],
    ]);
    expect(new Set(orders.map((order) => order.idempotencyKey)).size).toBe(4);
    expect(await sendTasks(job.id)).toEqual([{ task_identifier: "orders__send", key: `job:${job.id}`, payload: { jobId: job.id } }]);
  });

  it("records a dry run's orders as skipped, completes it at once and queues nothing", async () => {
    const { user } = await signedInUser(db());
    const job = await createJob(db(), newJob(user.id, { dryRun: true }));
    expect(job).toMatchObject({ status: "completed", dryRun: true });
    expect(job.finishedAt).toBeInstanceOf(Date);
    expect((await getJobOrders(db(), job.id)).map((order) => order.status)).toEqual(["skipped", "skipped", "skipped", "skipped"]);
    expect(await sendTasks(job.id)).toEqual([]);
  });

  describe("rolls back as a whole", () => {
    afterEach(async () => {
      await sql`drop trigger if exists refuse_jobs on graphile_worker._private_jobs`.execute(db());
      await sql`drop function if exists refuse_jobs`.execute(db());
    });

    it("when the send task cannot be queued: no job, no orders", async () => {
      const { user } = await signedInUser(db());
      const before = await allSendTasks();
      await sql`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'queue unavailable'; end $$`.execute(db());
      await sql`create trigger refuse_jobs before insert on graphile_worker._private_jobs for each row execute function refuse_jobs()`.execute(db());

      await expect(createJob(db(), newJob(user.id))).rejects.toThrow(/queue unavailable/);
      expect(await stored(user.id)).toEqual({ jobs: [], orders: [] });
      expect(await allSendTasks()).toBe(before);
    });

    it("when an order cannot be written: no job, no orders, no task", async () => {
      const { user } = await signedInUser(db());
      const before = await allSendTasks();
      const input = newJob(user.id);
      // order_number is NOT NULL: the third order's insert fails after the job row went in.
      const broken = { ...input, orders: input.orders.map((order, index) => (index === 2 ? { ...order, order_number: null as unknown as string } : order)) };

      await expect(createJob(db(), broken)).rejects.toThrow(/order_number/);
      expect(await stored(user.id)).toEqual({ jobs: [], orders: [] });
      expect(await allSendTasks()).toBe(before);
    });
  });

  it("stores the dispatch token encrypted and never puts it in the job's JSON", async () => {
    const { user } = await signedInUser(db());
    const job = await createJob(db(), newJob(user.id));
    const row = await db().selectFrom("jobs").select("token").where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(row.token).not.toContain(TOKEN);
    expect(row.token).not.toContain(Buffer.from(TOKEN).toString("base64"));
    expect(jobToken(job.id, row.token)).toBe(TOKEN);

    const reread = (await getJob(db(), { id: job.id, userId: user.id }))!;
    const everything = JSON.stringify([job, reread, jobJson(reread), jobWithItemsJson(reread, await getJobOrders(db(), job.id)), await sendTasks(job.id)]);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(row.token);
  });

  it("binds the ciphertext to its job: another job's id cannot decrypt it", async () => {
    const { user } = await signedInUser(db());
    const first = await createJob(db(), newJob(user.id));
    const second = await createJob(db(), newJob(user.id));
    const row = await db().selectFrom("jobs").select("token").where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(() => jobToken(second.id, row.token)).toThrow();
  });
});
