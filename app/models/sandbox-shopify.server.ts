import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";

// The sandbox Shopify Admin API's settable behaviour, kept per access token in
// Postgres: every web process counts the same requests.

export interface SandboxShopifyBehaviour {
  /** Every n-th request with the token answers 429; 0 never does. */
  throttleEvery: number;
  retryAfterSeconds: number;
}

const NO_BEHAVIOUR: SandboxShopifyBehaviour = { throttleEvery: 0, retryAfterSeconds: 1 };

const tokenHash = (accessToken: string) => createHash("sha256").update(accessToken).digest("hex");

/** Sets the behaviour and starts counting requests afresh. */
export async function setSandboxShopifyBehaviour(db: DB, accessToken: string, behaviour: SandboxShopifyBehaviour): Promise<SandboxShopifyBehaviour> {
  const values = {
    throttle_every: behaviour.throttleEvery,
    retry_after_seconds: behaviour.retryAfterSeconds.toFixed(1),
    request_count: 0,
    updated_at: new Date(),
  };
  await db
    .insertInto("sandbox_shopify_behaviours")
    .values({ token_hash: tokenHash(accessToken), ...values })
    .onConflict((conflict) => conflict.column("token_hash").doUpdateSet(values))
    .execute();
  return getSandboxShopifyBehaviour(db, accessToken);
}

export async function getSandboxShopifyBehaviour(db: DB, accessToken: string): Promise<SandboxShopifyBehaviour> {
  const row = await db
    .selectFrom("sandbox_shopify_behaviours")
    .select(["throttle_every", "retry_after_seconds"])
    .where("token_hash", "=", tokenHash(accessToken))
    .executeTakeFirst();
  return row ? { throttleEvery: row.throttle_every, retryAfterSeconds: Number(row.retry_after_seconds) } : NO_BEHAVIOUR;
}

/**
 * Counts one request of the token and says whether it is to be throttled, and for how long.
 * Tokens without a behaviour are never throttled and cost no write.
 */
export async function countSandboxShopifyRequest(db: DB, accessToken: string): Promise<{ throttled: false } | { throttled: true; retryAfterSeconds: number }> {
  const row = await db
    .updateTable("sandbox_shopify_behaviours")
    .set({ request_count: sql`request_count + 1` })
    .where("token_hash", "=", tokenHash(accessToken))
    .where("throttle_every", ">", 0)
    .returning(["request_count", "throttle_every", "retry_after_seconds"])
    .executeTakeFirst();
  if (!row || Number(row.request_count) % row.throttle_every !== 0) return { throttled: false };
  return { throttled: true, retryAfterSeconds: Number(row.retry_after_seconds) };
}
