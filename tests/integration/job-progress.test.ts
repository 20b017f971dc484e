import { afterAll, beforeAll, expect, it } from "vitest";
import { pendingOrdersToSend, recordSendingProgress } from "../../app/models/job-sending.server.ts";
import { deleteJob } from "../../app/models/jobs.server.ts";
import { sendJobOrders } from "../../app/services/job-sender.server.ts";
import { db } from "../../db/client.server.ts";
import { jobRow, jobTo, logsOf, ordersOf, senderUser, serveDispatchSandbox, storedOrders, type DispatchSandbox } from "../support/job-sending.ts";

// Sending progress is written in batches behind the sending loops, the progress of every
// job of a worker in one statement: each job must still get exactly its own results,
// counters and log lines.

let sandbox: DispatchSandbox;

beforeAll(async () => {
  sandbox = await serveDispatchSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

it("sends many jobs at once, each keeping its own results, counters and log lines in order", async () => {
  const users = await Promise.all(Array.from({ length: 3 }, () => senderUser({ failureRate: 0.25, failureStatus: 500 })));
  const jobsByUser = await Promise.all(users.map((user) => Promise.all([jobTo(user, sandbox.origin, { totalOrders: 8 }), jobTo(user, sandbox.origin, { totalOrders: 8 })])));
  const jobs = jobsByUser.flat();
  expect(await Promise.all(jobs.map((job) => sendJobOrders(db(), job.id, { maxAttempts: 1 })))).toEqual(Array(6).fill("finished"));

  for (const job of jobs) {
    const orders = await ordersOf(job.id);
    const succeeded = orders.filter((order) => order.status === "succeeded");
    const failed = orders.filter((order) => order.status === "failed");
    expect(succeeded.length + failed.length).toBe(8);
    expect(orders.every((order) => order.attempts === 1 && order.sentAt !== null)).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ sent: 8, succeeded: succeeded.length, failed: failed.length, status: failed.length > 0 ? "failed" : "completed" });
    // One line per order, in position order, between the job's first and last lines.
    const messages = (await logsOf(job.id)).map((line) => line.message);
    expect(messages.slice(1, -1)).toEqual(
      orders.map((order) => (order.status === "succeeded" ? `Order ${order.orderNumber} sent` : `Order ${order.orderNumber} failed: HTTP 500 Internal Server Error`)),
    );
    expect(messages[0]).toBe("Job started");
  }
  // Every order that succeeded reached its user's sandbox account once.
  for (const [index, user] of users.entries()) {
    const succeededKeys = (await Promise.all(jobsByUser[index].map((job) => ordersOf(job.id))))
      .flat()
      .filter((order) => order.status === "succeeded")
      .map((order) => order.idempotencyKey);
    expect((await storedOrders(user.token)).map((order) => order.idempotency_key).sort()).toEqual(succeededKeys.sort());
  }
});

it("records a batch for several jobs in one statement, counting an order once and leaving a deleted job out", async () => {
  const user = await senderUser();
  const [kept, deleted] = await Promise.all([jobTo(user, sandbox.origin, { totalOrders: 2 }), jobTo(user, sandbox.origin, { totalOrders: 2 })]);
  await db().updateTable("jobs").set({ status: "running" }).where("id", "in", [kept.id, deleted.id]).execute();
  const [first, second] = await pendingOrdersToSend(db(), kept.id);
  const [gone] = await pendingOrdersToSend(db(), deleted.id);
  expect(await deleteJob(db(), { id: deleted.id, userId: user.userId })).toBe(true);

  const answer = { httpStatus: 201, durationMs: 12, responseExcerpt: '{"status":"accepted"}', error: null };
  const line = (jobId: string, orderId: string) => ({ jobId, orderId, level: "info" as const, message: `sent ${orderId}`, context: { order: orderId } });
  const batch = () =>
    recordSendingProgress(
      db(),
      [
        { jobId: kept.id, orderId: first.id, attemptsBegun: 1, latest: answer, result: "succeeded" },
        { jobId: kept.id, orderId: second.id, attemptsBegun: 1, latest: null, result: null },
        { jobId: deleted.id, orderId: gone.id, attemptsBegun: 1, latest: answer, result: "succeeded" },
      ],
      [line(kept.id, first.id), line(deleted.id, gone.id)],
    );
  expect(await batch()).toEqual(new Map([[kept.id, "running"]]));
  // The same batch again: the first order is no longer pending, so only the second's attempt moves.
  await batch();

  const orders = await ordersOf(kept.id);
  expect(orders.map(({ status, attempts, httpStatus, sentAt }) => ({ status, attempts, httpStatus, sent: sentAt !== null }))).toEqual([
    { status: "succeeded", attempts: 1, httpStatus: 201, sent: true },
    { status: "pending", attempts: 2, httpStatus: null, sent: false },
  ]);
  expect(await jobRow(kept.id)).toMatchObject({ sent: 1, succeeded: 1, failed: 0 });
  expect((await logsOf(kept.id)).map((entry) => entry.message)).toEqual([`sent ${first.id}`]);
  expect(await logsOf(deleted.id)).toEqual([]);
});
