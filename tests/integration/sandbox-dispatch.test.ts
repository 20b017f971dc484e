import { describe, expect, it } from "vitest";
import { EXAMPLE_DISPATCH_ORDER } from "../../app/lib/schemas/dispatch-order.ts";
import * as base from "../../app/routes/sandbox._index.ts";
import * as behaviour from "../../app/routes/sandbox.api.v1.behaviour.ts";
import * as orders from "../../app/routes/sandbox.api.v1.orders.ts";
import * as elsewhere from "../../app/routes/sandbox.$.ts";
import { bearer, call, get, ORIGIN } from "../support/routes.ts";

// The built-in sandbox dispatch API: accounts by bearer token, order checks,
// idempotency, and the settable latency and failure share, all kept in Postgres.

const newToken = (label: string) => `sandbox-${label}-${Math.random().toString(36).slice(2)}`;

function postOrder(token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/sandbox/api/v1/orders`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }), ...headers },
  });
}

function putBehaviour(token: string, body: unknown) {
  return call(
    behaviour.action,
    new Request(`${ORIGIN}/sandbox/api/v1/behaviour`, {
      method: "PUT",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    }),
  );
}

const order = (number: string) => ({ ...EXAMPLE_DISPATCH_ORDER, order_number: number, external_id: `ext-${number}` });

describe("sandbox dispatch API", () => {
  it("needs a bearer token (any one) everywhere, and answers the base URL with 200", async () => {
    expect((await call(base.loader, get("/sandbox"))).status).toBe(401);
    expect((await call(orders.action, postOrder(null, order("1")))).status).toBe(401);
    expect((await call(orders.loader, get("/sandbox/api/v1/orders"))).status).toBe(401);
    expect((await call(behaviour.loader, get("/sandbox/api/v1/behaviour"))).status).toBe(401);
    const answered = await call(base.loader, bearer("/sandbox", newToken("base")));
    expect(answered).toMatchObject({ status: 200, body: { name: "Orderbench sandbox dispatch API", orders: "/sandbox/api/v1/orders" } });
    expect((await call(base.loader, new Request(`${ORIGIN}/sandbox`, { method: "HEAD", headers: { Authorization: "Bearer x" } }))).status).toBe(200);
  });

  it("accepts an order with 201 and an id, and lists what each account received, newest first", async () => {
    const token = newToken("list");
    const first = await call(orders.action, postOrder(token, order("A-1")));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), order_number: "A-1", external_id: "ext-A-1", status: "accepted" });
    const second = await call(orders.action, postOrder(token, order("A-2")));

    const listed = await call(orders.loader, bearer("/sandbox/api/v1/orders", token));
    expect(listed.body.total).toBe(2);
    expect(listed.body.orders.map((received: { id: string }) => received.id)).toEqual([second.body.id, first.body.id]);
    expect(listed.body.orders[1]).toMatchObject({ idempotency_key: null, order: order("A-1") });
    expect((await call(orders.loader, bearer("/sandbox/api/v1/orders?limit=1", token))).body.orders).toHaveLength(1);

    const other = await call(orders.loader, bearer("/sandbox/api/v1/orders", newToken("other")));
    expect(other.body).toEqual({ orders: [], total: 0 });
  });

  it("gives the first answer back for a repeated Idempotency-Key, without storing again", async () => {
    const token = newToken("idem");
    const first = await call(orders.action, postOrder(token, order("I-1"), { "Idempotency-Key": "order-I-1" }));
    const again = await call(orders.action, postOrder(token, order("I-1"), { "Idempotency-Key": "order-I-1" }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const listed = await call(orders.loader, bearer("/sandbox/api/v1/orders", token));
    expect(listed.body.total).toBe(1);
    expect(listed.body.orders[0].idempotency_key).toBe("order-I-1");

    // Keys belong to their account: another token's same key is another order.
    const elsewhere = await call(orders.action, postOrder(newToken("idem2"), order("I-1"), { "Idempotency-Key": "order-I-1" }));
    expect(elsewhere.body.id).not.toBe(first.body.id);
  });

  it("refuses a malformed order with 400 and the reasons, and stores nothing", async () => {
    const token = newToken("invalid");
    const bad = await call(orders.action, postOrder(token, { ...order("B-1"), customer: { name: "" }, line_items: [{ sku: "X", quantity: 1.5, unit_price: 2, total: 3 }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      message: "Invalid order",
      reasons: ["customer.name: is required", "customer.email: must be an email address", "line_items[0].quantity: must be a whole number"],
    });
    const totals = await call(orders.action, postOrder(token, { ...order("B-2"), totals: { ...EXAMPLE_DISPATCH_ORDER.totals, grand_total: 1 } }));
    expect(totals.body.error.reasons).toEqual(["totals.grand_total: must equal items + shipping (57.25)"]);
    const notJson = await call(orders.action, postOrder(token, "{not json"));
    expect(notJson).toMatchObject({ status: 400, body: { error: { message: "Invalid order", reasons: ["The body must be JSON"] } } });
    expect((await call(orders.loader, bearer("/sandbox/api/v1/orders", token))).body.total).toBe(0);
  });

  it("fails exactly the set share of orders, evenly, with 500 or 429 and Retry-After", async () => {
    const token = newToken("fail");
    const set = await putBehaviour(token, { failureRate: 0.25, failureStatus: 500 });
    expect(set.body).toEqual({ latencyMs: 0, failureRate: 0.25, failureStatus: 500, retryAfterSeconds: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(orders.action, postOrder(token, order(`F-${i}`)))).status);
    expect(statuses).toEqual([201, 201, 201, 500, 201, 201, 201, 500]);
    expect((await call(orders.loader, bearer("/sandbox/api/v1/orders", token))).body.total).toBe(6);

    await putBehaviour(token, { failureRate: 1, failureStatus: 429, retryAfterSeconds: 7 });
    const limited = await call(orders.action, postOrder(token, order("F-9")));
    expect(limited).toMatchObject({ status: 429, body: { error: { message: "Too many requests (simulated by the sandbox)" } } });
    expect(limited.headers.get("Retry-After")).toBe("7");
    expect((await call(behaviour.loader, bearer("/sandbox/api/v1/behaviour", token))).body).toEqual({ latencyMs: 0, failureRate: 1, failureStatus: 429, retryAfterSeconds: 7 });

    // Other accounts are untouched, and setting the behaviour back ends the failures.
    expect((await call(orders.action, postOrder(newToken("fine"), order("F-10")))).status).toBe(201);
    await putBehaviour(token, {});
    expect((await call(orders.action, postOrder(token, order("F-11")))).status).toBe(201);
  });

  it("answers after the set latency", async () => {
    const token = newToken("slow");
    await putBehaviour(token, { latencyMs: 400 });
    const started = performance.now();
    expect((await call(orders.action, postOrder(token, order("S-1")))).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it("validates the behaviour, and answers 404 for paths it does not have", async () => {
    const invalid = await putBehaviour(newToken("bad"), { latencyMs: -1, failureRate: 2, failureStatus: 404 });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(["failureRate", "failureStatus", "latencyMs"]);
    const missing = await call(elsewhere.loader, get("/sandbox/api/v1/order"));
    expect(missing).toMatchObject({ status: 404, body: { error: { message: "No sandbox endpoint at /sandbox/api/v1/order" } } });
  });
});
