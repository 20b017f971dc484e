import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { getDispatchCredentials, getStoreCredentials } from "../../app/models/settings.server.ts";
import * as apiSettings from "../../app/routes/api.admin.settings.ts";
import * as apiTestConnection from "../../app/routes/api.test-connection.ts";
import * as apiTestShopify from "../../app/routes/api.test-shopify-connection.ts";
import * as page from "../../app/routes/_app.settings.api.tsx";
import * as sandboxBase from "../../app/routes/sandbox._index.ts";
import * as sandboxOrders from "../../app/routes/sandbox.api.v1.orders.ts";
import * as sandboxShop from "../../app/routes/sandbox.shopify.admin.api.$version.shop[.]json.ts";
import { testDispatchConnection } from "../../app/services/dispatch-client.server.ts";
import { testShopifyConnection } from "../../app/services/shopify-client.server.ts";
import { serveRoutes } from "../support/route-server.ts";
import { bearer, call, get, ORIGIN, postForm, sendJson, signedInUser, type RouteResult } from "../support/routes.ts";

// API Settings by page and by API: stored per user, tokens encrypted and never sent
// back, connection tests over real HTTP against the sandbox routes.

let server: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  server = await serveRoutes({
    "/sandbox": sandboxBase,
    "/sandbox/api/v1/orders": sandboxOrders,
    "/sandbox/shopify/admin/api/:version/shop.json": sandboxShop,
    "/refusing": { loader: () => new Response("no", { status: 401 }) },
    "/forbidden": { loader: () => new Response("no", { status: 403 }) },
    "/post-only": { loader: () => new Response(null, { status: 405, headers: { Allow: "POST" } }) },
    "/broken": { loader: () => new Response("oops", { status: 502, statusText: "Bad Gateway" }) },
    "/moved": { loader: () => new Response(null, { status: 301, headers: { Location: "https://elsewhere.example/api" } }) },
    "/not-a-shop/admin/api/:version/shop.json": { loader: () => Response.json({ hello: "world" }) },
  });
});

afterAll(async () => {
  await server.close();
});

const DISPATCH_TOKEN = "dispatch-secret-token-7f3a";
const STORE_TOKEN = "shpat_store-secret-token-9c1e";

const dispatchForm = (overrides: Record<string, string> = {}) => ({
  intent: "save-dispatch",
  baseUrl: `${server.origin}/sandbox`,
  token: DISPATCH_TOKEN,
  storeId: "store-1",
  channelId: "web",
  ordersEndpoint: "/api/v1/orders",
  ...overrides,
});

const storeForm = (overrides: Record<string, string> = {}) => ({
  intent: "save-store",
  shopDomain: `${server.origin}/sandbox/shopify`,
  accessToken: STORE_TOKEN,
  apiVersion: "2023-10",
  ...overrides,
});

/** What the browser or API client would receive, as one string to search for secrets. */
const serialized = (result: RouteResult) => JSON.stringify(result.body) + JSON.stringify([...result.headers]);

describe("API Settings page", () => {
  it("preloads the defaults: the sandbox base URL, /api/v1/orders and 2023-10, no tokens", async () => {
    const { cookie } = await signedInUser(db());
    const loaded = await call(page.loader, get("/settings/api", { cookie }));
    expect(loaded.body.settings).toEqual({
      dispatch: { baseUrl: `${ORIGIN}/sandbox`, storeId: "", channelId: "", ordersEndpoint: "/api/v1/orders", tokenSaved: false, tokenLast4: null },
      store: { shopDomain: "", apiVersion: "2023-10", accessTokenSaved: false, accessTokenLast4: null },
    });
    expect(loaded.body.sandboxUrl).toBe(`${ORIGIN}/sandbox`);
  });

  it("saves, then tests against the sandbox; the token is stored encrypted and never sent back", async () => {
    const { cookie, user } = await signedInUser(db());
    const saved = await call(page.action, postForm("/settings/api", dispatchForm(), { cookie }));
    expect(saved.status).toBe(200);
    expect(saved.body.test).toEqual({ success: true, message: `The dispatch API at ${new URL(server.origin).host} is reachable and accepted the token (HTTP 200 OK)` });
    expect(saved.body.toasts.map((toast: { title: string }) => toast.title)).toEqual(["Settings saved", "Connection successful"]);
    expect(serialized(saved)).not.toContain(DISPATCH_TOKEN);

    const row = await db().selectFrom("settings").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.dispatch_token).toMatch(/^v1\./);
    expect(row.dispatch_token).not.toContain(DISPATCH_TOKEN);

    const loaded = await call(page.loader, get("/settings/api", { cookie }));
    expect(loaded.body.settings.dispatch).toMatchObject({ storeId: "store-1", tokenSaved: true, tokenLast4: "7f3a" });
    expect(serialized(loaded)).not.toContain(DISPATCH_TOKEN);
    expect(await getDispatchCredentials(db(), user.id)).toEqual({
      baseUrl: `${server.origin}/sandbox`,
      token: DISPATCH_TOKEN,
      storeId: "store-1",
      channelId: "web",
      ordersEndpoint: "/api/v1/orders",
    });
  });

  it("keeps the saved token when the field is left blank, and replaces it when filled", async () => {
    const { cookie, user } = await signedInUser(db());
    await call(page.action, postForm("/settings/api", dispatchForm(), { cookie }));
    const kept = await call(page.action, postForm("/settings/api", dispatchForm({ token: "", channelId: "phone" }), { cookie }));
    expect(kept.body.test.success).toBe(true);
    expect(await getDispatchCredentials(db(), user.id)).toMatchObject({ token: DISPATCH_TOKEN, channelId: "phone" });

    await call(page.action, postForm("/settings/api", dispatchForm({ token: "a-brand-new-token-0042" }), { cookie }));
    expect(await getDispatchCredentials(db(), user.id)).toMatchObject({ token: "a-brand-new-token-0042" });
  });

  it("answers the spec's messages beside the fields, and requires a token only while none is saved", async () => {
    const { cookie, user } = await signedInUser(db());
    const refused = await call(
      page.action,
      postForm("/settings/api", { intent: "save-dispatch", baseUrl: "ftp://example.com", token: "", storeId: "", channelId: "", ordersEndpoint: "" }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.error).toEqual({
      baseUrl: ["Please enter a valid URL"],
      token: ["Token is required"],
      storeId: ["Store ID is required"],
      channelId: ["Channel ID is required"],
      ordersEndpoint: ["Orders endpoint is required"],
    });
    const store = await call(page.action, postForm("/settings/api", { intent: "test-store" }, { cookie }));
    expect(store.body.result.error).toEqual({
      shopDomain: ["Shop domain is required"],
      accessToken: ["Access token is required"],
      apiVersion: ["API version is required"],
    });
    expect(await getDispatchCredentials(db(), user.id)).toBeNull();

    // A typed token never comes back, not even with field errors.
    const withToken = await call(page.action, postForm("/settings/api", dispatchForm({ storeId: "" }), { cookie }));
    expect(withToken.status).toBe(400);
    expect(serialized(withToken)).not.toContain(DISPATCH_TOKEN);
  });

  it("tests without saving, and reports a failed connection in words", async () => {
    const { cookie, user } = await signedInUser(db());
    const failed = await call(page.action, postForm("/settings/api", dispatchForm({ intent: "test-dispatch", baseUrl: "http://127.0.0.1:9/" }), { cookie }));
    const message = "Requests to port 9 are not allowed: it belongs to another protocol";
    expect(failed.body.test).toEqual({ success: false, message });
    expect(failed.body.toasts).toEqual([{ type: "error", title: "Connection failed", description: message }]);
    expect(await getDispatchCredentials(db(), user.id)).toBeNull();

    const closed = await serveRoutes({});
    await closed.close();
    const refused = await call(page.action, postForm("/settings/api", dispatchForm({ intent: "test-dispatch", baseUrl: closed.origin }), { cookie }));
    expect(refused.body.test).toEqual({ success: false, message: `Connection refused by ${new URL(closed.origin).host}` });
  });

  it("saves and tests the store against the sandbox shop, which it names", async () => {
    const { cookie, user } = await signedInUser(db());
    const saved = await call(page.action, postForm("/settings/api", storeForm(), { cookie }));
    expect(saved.body.test).toEqual({ success: true, message: "Connected to Orderbench Sandbox Store (orderbench-sandbox.myshopify.com)" });
    expect(serialized(saved)).not.toContain(STORE_TOKEN);
    const loaded = await call(page.loader, get("/settings/api", { cookie }));
    expect(loaded.body.settings.store).toEqual({ shopDomain: `${server.origin}/sandbox/shopify`, apiVersion: "2023-10", accessTokenSaved: true, accessTokenLast4: "9c1e" });
    expect(serialized(loaded)).not.toContain(STORE_TOKEN);
    expect(await getStoreCredentials(db(), user.id)).toEqual({ shopDomain: `${server.origin}/sandbox/shopify`, accessToken: STORE_TOKEN, apiVersion: "2023-10" });

    const retested = await call(page.action, postForm("/settings/api", storeForm({ intent: "test-store", accessToken: "" }), { cookie }));
    expect(retested.body.test.success).toBe(true);
  });

  it("shows nothing of one user's settings to another, and another's save changes only their own", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    await call(page.action, postForm("/settings/api", dispatchForm(), { cookie: owner.cookie }));
    await call(page.action, postForm("/settings/api", storeForm(), { cookie: owner.cookie }));

    const theirs = await call(page.loader, get("/settings/api", { cookie: stranger.cookie }));
    expect(theirs.body.settings.dispatch).toMatchObject({ storeId: "", tokenSaved: false });
    expect(theirs.body.settings.store).toMatchObject({ shopDomain: "", accessTokenSaved: false });
    const theirsByApi = await call(apiSettings.loader, bearer("/api/admin/settings", stranger.token));
    expect(theirsByApi.body.neuro).toMatchObject({ store_id: "", token_saved: false });

    // A blank token means the stranger's own saved token, of which there is none: the owner's is never used.
    const blank = await call(page.action, postForm("/settings/api", dispatchForm({ intent: "test-dispatch", token: "" }), { cookie: stranger.cookie }));
    expect(blank.body.result.error).toEqual({ token: ["Token is required"] });
    const blankByApi = await call(apiTestConnection.action, sendJson("POST", "/api/test-connection", { base_url: `${server.origin}/sandbox` }, stranger.token));
    expect(blankByApi.body.error.fields).toEqual({ token: ["Token is required"] });

    await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", { neuro: { token: "strangers-own-token", store_id: "x", channel_id: "y" } }, stranger.token));
    expect(await getDispatchCredentials(db(), owner.user.id)).toMatchObject({ token: DISPATCH_TOKEN, storeId: "store-1", channelId: "web" });
    expect(await getDispatchCredentials(db(), stranger.user.id)).toMatchObject({ token: "strangers-own-token", storeId: "x", channelId: "y" });
  });
});

describe("settings API", () => {
  it("GET answers { neuro, shopify } with tokens masked; PUT takes snake_case or camelCase", async () => {
    const { token, user } = await signedInUser(db());
    const put = await call(
      apiSettings.action,
      sendJson("PUT", "/api/admin/settings", { neuro: { base_url: `${server.origin}/sandbox`, token: DISPATCH_TOKEN, store_id: "s1", channel_id: "c1" } }, token),
    );
    expect(put.status).toBe(200);
    const camel = await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", { shopify: { shopDomain: "my-shop.myshopify.com", accessToken: STORE_TOKEN } }, token));
    expect(camel.status).toBe(200);

    const got = await call(apiSettings.loader, bearer("/api/admin/settings", token));
    expect(got.body).toEqual({
      neuro: { base_url: `${server.origin}/sandbox`, token_saved: true, token_last4: "7f3a", store_id: "s1", channel_id: "c1", orders_endpoint: "/api/v1/orders" },
      shopify: { shop_domain: "my-shop.myshopify.com", access_token_saved: true, access_token_last4: "9c1e", api_version: "2023-10" },
    });
    for (const answer of [put, camel, got]) {
      expect(serialized(answer)).not.toContain(DISPATCH_TOKEN);
      expect(serialized(answer)).not.toContain(STORE_TOKEN);
    }
    // Sending back what GET answered changes nothing and keeps both tokens.
    await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", got.body, token));
    expect(await getDispatchCredentials(db(), user.id)).toMatchObject({ token: DISPATCH_TOKEN });
    expect(await getStoreCredentials(db(), user.id)).toMatchObject({ accessToken: STORE_TOKEN });
  });

  it("answers 422 with the spec's messages, 401 without a token, 405 for other methods", async () => {
    const { token } = await signedInUser(db());
    const invalid = await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", { neuro: { base_url: "javascript:alert(1)" } }, token));
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({
      "neuro.baseUrl": ["Please enter a valid URL"],
      "neuro.token": ["Token is required"],
      "neuro.storeId": ["Store ID is required"],
      "neuro.channelId": ["Channel ID is required"],
    });
    const empty = await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", {}, token));
    expect(empty.body.error.fields).toEqual({ _: ["Send { neuro: {...} } or { shopify: {...} }"] });
    expect((await call(apiSettings.loader, get("/api/admin/settings"))).status).toBe(401);
    expect((await call(apiSettings.action, sendJson("POST", "/api/admin/settings", {}, token))).status).toBe(405);
  });

  it("tests connections with { success, message }, from the body or the saved settings", async () => {
    const { token } = await signedInUser(db());
    const direct = await call(apiTestConnection.action, sendJson("POST", "/api/test-connection", { base_url: `${server.origin}/sandbox`, token: "any-token" }, token));
    expect(direct.body).toMatchObject({ success: true });
    const refused = await call(apiTestConnection.action, sendJson("POST", "/api/test-connection", { baseUrl: `${server.origin}/refusing`, token: "t" }, token));
    expect(refused.body).toEqual({ success: false, message: "Invalid token" });

    await call(apiSettings.action, sendJson("PUT", "/api/admin/settings", { shopify: { shop_domain: `${server.origin}/sandbox/shopify`, access_token: STORE_TOKEN } }, token));
    const shop = await call(apiTestShopify.action, sendJson("POST", "/api/test-shopify-connection", {}, token));
    expect(shop.body).toEqual({ success: true, message: "Connected to Orderbench Sandbox Store (orderbench-sandbox.myshopify.com)" });
    const wrongShop = await call(apiTestShopify.action, sendJson("POST", "/api/test-shopify-connection", { shopDomain: `${server.origin}/refusing` }, token));
    expect(wrongShop.body).toEqual({ success: false, message: `${new URL(server.origin).host} has no Admin API 2023-10 (HTTP 404): check the shop domain and API version` });
  });
});

describe("connection tests", () => {
  const dispatch = (path: string, timeoutMs?: number) => testDispatchConnection({ baseUrl: `${server.origin}${path}`, token: "t" }, { timeoutMs });
  const host = () => new URL(server.origin).host;

  it("count 2xx and 405 as reachable and authorised, 401 and 403 as an invalid token", async () => {
    expect((await dispatch("/sandbox")).success).toBe(true);
    expect(await dispatch("/post-only")).toEqual({ success: true, message: `The dispatch API at ${host()} is reachable and accepted the token (HTTP 405 Method Not Allowed)` });
    expect(await dispatch("/refusing")).toEqual({ success: false, message: "Invalid token" });
    expect(await dispatch("/forbidden")).toEqual({ success: false, message: "Invalid token" });
  });

  it("say what else went wrong: a status, a redirect, an unknown host, a timeout", async () => {
    expect(await dispatch("/broken")).toEqual({ success: false, message: `The dispatch API at ${host()} answered HTTP 502 Bad Gateway` });
    expect((await dispatch("/moved")).message).toBe("The dispatch API redirects (HTTP 301 Moved Permanently) to https://elsewhere.example/api: use that address as the base URL");
    // .invalid never resolves; a machine without DNS says it could not look it up.
    expect((await testDispatchConnection({ baseUrl: "http://no-such-host.invalid/", token: "t" })).message).toMatch(
      /^The host no-such-host\.invalid could not be (found|looked up)$/,
    );

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const started = Date.now();
      expect(await testDispatchConnection({ baseUrl: `http://127.0.0.1:${port}/`, token: "t" }, { timeoutMs: 300 })).toEqual({
        success: false,
        message: `No answer from 127.0.0.1:${port} within 0.3 seconds`,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("send the bearer token, and the Shopify access token, in their headers", async () => {
    const seen: Record<string, string | undefined>[] = [];
    const echo = createServer((request, response) => {
      seen.push({ authorization: request.headers.authorization, shopify: request.headers["x-shopify-access-token"] as string | undefined, url: request.url });
      response.writeHead(request.url?.endsWith("shop.json") ? 401 : 200).end();
    });
    await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    try {
      await testDispatchConnection({ baseUrl: `${origin}/base`, token: "bearer-123" });
      expect(await testShopifyConnection({ shopDomain: origin, accessToken: "shpat_456", apiVersion: "2024-01" })).toEqual({ success: false, message: "Invalid access token" });
      expect(seen).toEqual([
        { authorization: "Bearer bearer-123", shopify: undefined, url: "/base" },
        { authorization: undefined, shopify: "shpat_456", url: "/admin/api/2024-01/shop.json" },
      ]);
    } finally {
      echo.closeAllConnections();
      echo.close();
    }
  });

  it("refuse a store answer that is not a shop", async () => {
    expect(await testShopifyConnection({ shopDomain: `${server.origin}/not-a-shop`, accessToken: "x", apiVersion: "2023-10" })).toEqual({
      success: false,
      message: `${host()} answered, but not with a shop: is this a Shopify Admin API?`,
    });
  });
});
