import { setTimeout as sleep } from "node:timers/promises";
import type { DB } from "../../db/client.server.ts";
import { dispatchOrderSchema, orderProblems } from "../lib/schemas/dispatch-order.ts";
import { countSandboxOrderRequest, receiveSandboxOrder, sandboxAccount } from "../models/sandbox-dispatch.server.ts";
import { refuseCrossSite } from "./auth.server.ts";

// The built-in sandbox dispatch API (routes under /sandbox): what a real dispatch
// company's orders API does, so that a new user can run whole jobs before they have
// credentials, and tests can make it slow or failing. Its contract:
//   GET|HEAD /sandbox                        200 with any bearer token (the connection test)
//   POST /sandbox/api/v1/orders              201 { id, … }; 400 { error: { message, reasons } }; Idempotency-Key honoured
//   GET  /sandbox/api/v1/orders?limit=       { orders (newest first), total }
//   GET|PUT /sandbox/api/v1/behaviour        { latencyMs, failureRate, failureStatus: 500|429, retryAfterSeconds }
// No token: 401. The order's shape is dispatchOrderSchema (app/lib/schemas/dispatch-order.ts).

export function sandboxError(status: number, message: string, extra: { reasons?: string[]; headers?: HeadersInit } = {}): Response {
  return Response.json({ error: extra.reasons ? { message, reasons: extra.reasons } : { message } }, { status, headers: extra.headers });
}

/** The sandbox account of the request's bearer token (any non-empty token), or the 401 answer. */
export function requireSandboxAccount(request: Request): string {
  // Bearer tokens are not sent by forged forms, but a browser page of another site has no business here either.
  refuseCrossSite(request);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) {
    throw sandboxError(401, "Send a bearer token: Authorization: Bearer <any token>; each token is a sandbox account of its own", {
      headers: { "WWW-Authenticate": 'Bearer realm="sandbox"' },
    });
  }
  return sandboxAccount(match[1]);
}

const MAX_IDEMPOTENCY_KEY = 255;

/** POST /sandbox/api/v1/orders, after the account check. */
export async function receiveOrder(db: DB, account: string, request: Request): Promise<Response> {
  const { latencyMs, failure } = await countSandboxOrderRequest(db, account);
  // A client that gives up meanwhile does not stop the order: as with a real API, it arrives late.
  if (latencyMs > 0) await sleep(latencyMs);
  if (failure?.status === 429) {
    return sandboxError(429, "Too many requests (simulated by the sandbox)", { headers: { "Retry-After": String(failure.retryAfterSeconds) } });
  }
  if (failure) return sandboxError(500, "Internal server error (simulated by the sandbox)");

  const idempotencyKey = request.headers.get("Idempotency-Key")?.trim() || null;
  if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY) {
    return sandboxError(400, "Invalid order", { reasons: [`Idempotency-Key: must be at most ${MAX_IDEMPOTENCY_KEY} characters`] });
  }
  let payload: unknown;
  try {
    payload = await request.json();
  } catch {
    return sandboxError(400, "Invalid order", { reasons: ["The body must be JSON"] });
  }
  const parsed = dispatchOrderSchema.safeParse(payload);
  if (!parsed.success) return sandboxError(400, "Invalid order", { reasons: orderProblems(parsed.error) });

  const { created, receipt } = await receiveSandboxOrder(db, account, { idempotencyKey, order: parsed.data, payload });
  return Response.json(receipt, { status: 201, headers: created ? undefined : { "Idempotent-Replayed": "true" } });
}
