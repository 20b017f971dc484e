import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";

// The built-in sandbox dispatch API's data. Each bearer token is an account of its
// own, kept only as its SHA-256. Everything lives in Postgres: any web process
// answers any request, and the failure share is counted across all of them.

export const sandboxAccount = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SandboxBehaviour {
  /** Every POST of an order waits this long before it is answered. */
  latencyMs: number;
  /** The share of order POSTs answered with failureStatus, spread evenly (0.25: every 4th). */
  failureRate: number;
  failureStatus: 429 | 500;
  /** Sent as Retry-After with a 429. */
  retryAfterSeconds: number;
}

export const DEFAULT_SANDBOX_BEHAVIOUR: SandboxBehaviour = { latencyMs: 0, failureRate: 0, failureStatus: 500, retryAfterSeconds: 1 };

export interface SandboxOrderReceipt {
  id: string;
  order_number: string;
  external_id: string;
  status: "accepted";
  received_at: string;
}

export interface ReceivedSandboxOrder {
  id: string;
  idempotency_key: string | null;
  received_at: string;
  order: unknown;
}

/** Sets the account's behaviour and restarts the count the failure share is spread over. */
export async function setSandboxBehaviour(db: DB, account: string, behaviour: SandboxBehaviour): Promise<SandboxBehaviour> {
  const values = {
    latency_ms: behaviour.latencyMs,
    failure_rate: behaviour.failureRate,
    failure_status: behaviour.failureStatus,
    retry_after_seconds: behaviour.retryAfterSeconds,
    request_count: 0,
    updated_at: new Date(),
  };
  await db
    .insertInto("sandbox_behaviours")
    .values({ account, ...values })
    .onConflict((conflict) => conflict.column("account").doUpdateSet(values))
    .execute();
  return behaviour;
}

export async function getSandboxBehaviour(db: DB, account: string): Promise<SandboxBehaviour> {
  const row = await db.selectFrom("sandbox_behaviours").selectAll().where("account", "=", account).executeTakeFirst();
  return row
    ? { latencyMs: row.latency_ms, failureRate: row.failure_rate, failureStatus: row.failure_status as 429 | 500, retryAfterSeconds: row.retry_after_seconds }
    : DEFAULT_SANDBOX_BEHAVIOUR;
}

/**
 * Counts one order POST of the account and decides its fate: how long to wait, and
 * whether to fail it. With a rate r the n-th request fails when ⌊n·r⌋ grows, so exactly
 * that share fails, evenly spread. Accounts without a behaviour cost no write.
 */
export async function countSandboxOrderRequest(db: DB, account: string): Promise<{ latencyMs: number; failure: null | { status: 429 | 500; retryAfterSeconds: number } }> {
  const row = await db
    .updateTable("sandbox_behaviours")
    .set({ request_count: sql`request_count + 1` })
    .where("account", "=", account)
    .returning(["latency_ms", "failure_rate", "failure_status", "retry_after_seconds", "request_count"])
    .executeTakeFirst();
  if (!row) return { latencyMs: 0, failure: null };
  const n = Number(row.request_count);
  // A little slack so that rates like 0.1 do not lose a failure to floating point.
  const fails = Math.floor(n * row.failure_rate + 1e-9) > Math.floor((n - 1) * row.failure_rate + 1e-9);
  return {
    latencyMs: row.latency_ms,
    failure: fails ? { status: row.failure_status as 429 | 500, retryAfterSeconds: row.retry_after_seconds } : null,
  };
}

/**
 * Stores an accepted order (`payload` as it arrived) and answers its receipt. With an idempotency key the
 * account already used, nothing is stored and the first receipt comes back.
 */
export async function receiveSandboxOrder(
  db: DB,
  account: string,
  { idempotencyKey, order, payload }: { idempotencyKey: string | null; order: { order_number: string; external_id: string }; payload: unknown },
): Promise<{ created: boolean; receipt: SandboxOrderReceipt }> {
  const id = crypto.randomUUID();
  const receivedAt = new Date();
  const receipt: SandboxOrderReceipt = {
    id,
    order_number: order.order_number,
    external_id: order.external_id,
    status: "accepted",
    received_at: receivedAt.toISOString(),
  };
  const inserted = await db
    .insertInto("sandbox_orders")
    .values({ id, account, idempotency_key: idempotencyKey, payload, response: receipt, received_at: receivedAt })
    .onConflict((conflict) => conflict.columns(["account", "idempotency_key"]).where("idempotency_key", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { created: true, receipt };
  const first = await db
    .selectFrom("sandbox_orders")
    .select("response")
    .where("account", "=", account)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirstOrThrow();
  return { created: false, receipt: first.response as SandboxOrderReceipt };
}

/** What the account received, newest first. */
export async function listSandboxOrders(db: DB, account: string, { limit }: { limit: number }): Promise<{ orders: ReceivedSandboxOrder[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("sandbox_orders")
      .select(["id", "idempotency_key", "received_at", "payload"])
      .where("account", "=", account)
      .orderBy("seq", "desc")
      .limit(limit)
      .execute(),
    db.selectFrom("sandbox_orders").select(sql<string>`count(*)`.as("count")).where("account", "=", account).executeTakeFirstOrThrow(),
  ]);
  return {
    orders: rows.map((row) => ({ id: row.id, idempotency_key: row.idempotency_key, received_at: row.received_at.toISOString(), order: row.payload })),
    total: Number(count.count),
  };
}
