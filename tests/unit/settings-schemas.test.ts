import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { apiDispatchTestSchema, apiSettingsUpdateSchema, apiStoreTestSchema } from "../../app/lib/schemas/api-settings.ts";
import { dispatchOrderSchema, EXAMPLE_DISPATCH_ORDER, orderProblems } from "../../app/lib/schemas/dispatch-order.ts";
import { dispatchSettingsSchema, isHttpUrl, isShopDomain, storeSettingsSchema } from "../../app/lib/schemas/settings.ts";
import { joinUrl } from "../../app/services/http.server.ts";
import { shopifyAdminUrl, shopifyBaseUrl } from "../../app/services/shopify-client.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema });
  return (submission.status === "error" ? submission.error : null) ?? {};
};

const dispatchFields = { baseUrl: "https://api.example.com", token: "tok_123", storeId: "store-1", channelId: "web", ordersEndpoint: "/api/v1/orders" };
const storeFields = { shopDomain: "my-shop.myshopify.com", accessToken: "shpat_abc", apiVersion: "2023-10" };

describe("dispatch API form", () => {
  it("names every empty field with the spec's message", () => {
    expect(errorsOf(dispatchSettingsSchema({ tokenSaved: false }), {})).toEqual({
      baseUrl: ["Please enter a valid URL"],
      token: ["Token is required"],
      storeId: ["Store ID is required"],
      channelId: ["Channel ID is required"],
      ordersEndpoint: ["Orders endpoint is required"],
    });
  });

  it("accepts only http and https URLs", () => {
    const schema = dispatchSettingsSchema({ tokenSaved: false });
    for (const baseUrl of ["not a url", "ftp://files.example.com", "javascript:alert(1)", "file:///etc/passwd", "example.com", "http://"]) {
      expect(errorsOf(schema, { ...dispatchFields, baseUrl }), baseUrl).toEqual({ baseUrl: ["Please enter a valid URL"] });
    }
    for (const baseUrl of ["http://127.0.0.1:9/", "https://api.example.com/v2", "http://localhost:3000/sandbox"]) {
      expect(errorsOf(schema, { ...dispatchFields, baseUrl }), baseUrl).toEqual({});
    }
  });

  it("needs a token only while none is saved; a blank field then means 'keep it'", () => {
    expect(errorsOf(dispatchSettingsSchema({ tokenSaved: false }), { ...dispatchFields, token: "  " })).toEqual({ token: ["Token is required"] });
    const kept = parseWithZod(form({ ...dispatchFields, token: "" }), { schema: dispatchSettingsSchema({ tokenSaved: true }) });
    expect(kept.status === "success" && kept.value).toEqual({ ...dispatchFields, token: undefined });
    const replaced = parseWithZod(form({ ...dispatchFields, token: " new-token " }), { schema: dispatchSettingsSchema({ tokenSaved: true }) });
    expect(replaced.status === "success" && replaced.value.token).toBe("new-token");
  });
});

describe("store API form", () => {
  it("names every empty field with the spec's message", () => {
    expect(errorsOf(storeSettingsSchema({ accessTokenSaved: false }), {})).toEqual({
      shopDomain: ["Shop domain is required"],
      accessToken: ["Access token is required"],
      apiVersion: ["API version is required"],
    });
    expect(errorsOf(storeSettingsSchema({ accessTokenSaved: true }), { ...storeFields, accessToken: "" })).toEqual({});
  });

  it("takes a shop domain or a full http(s) URL base, and a dated API version", () => {
    expect(["my-shop.myshopify.com", "shop.example.com:8443", "http://localhost:3000/sandbox/shopify", "https://proxy.example.com/shopify"].every(isShopDomain)).toBe(true);
    expect(["ftp://shop.example.com", "my shop", "shop.example.com/admin", "https://", "-bad-.example.com"].some(isShopDomain)).toBe(false);
    const schema = storeSettingsSchema({ accessTokenSaved: false });
    expect(errorsOf(schema, { ...storeFields, shopDomain: "gopher://x" })).toEqual({
      shopDomain: ["Enter a shop domain such as my-shop.myshopify.com, or an http(s) URL"],
    });
    expect(errorsOf(schema, { ...storeFields, apiVersion: "../../admin" })).toEqual({ apiVersion: ["API version must look like 2023-10"] });
    expect(errorsOf(schema, { ...storeFields, apiVersion: "unstable" })).toEqual({});
  });

  it("checks URLs without throwing on anything", () => {
    expect(isHttpUrl("https://a.example")).toBe(true);
    expect(isHttpUrl("")).toBe(false);
    expect(isHttpUrl("mailto:a@b.c")).toBe(false);
  });
});

describe("settings in JSON bodies", () => {
  const saved = {
    dispatch: { baseUrl: "http://app.test/sandbox", storeId: "", channelId: "", ordersEndpoint: "/api/v1/orders", tokenSaved: false },
    store: { shopDomain: "", apiVersion: "2023-10", accessTokenSaved: true },
  };

  it("reads snake_case and camelCase, and keeps saved values for fields left out", () => {
    const snake = apiSettingsUpdateSchema(saved).parse({ neuro: { base_url: "https://api.example.com", token: "t", store_id: "s", channel_id: "c" } });
    expect(snake.neuro).toEqual({ baseUrl: "https://api.example.com", token: "t", storeId: "s", channelId: "c", ordersEndpoint: "/api/v1/orders" });
    const camel = apiSettingsUpdateSchema(saved).parse({ shopify: { shopDomain: "x.myshopify.com", accessToken: null } });
    expect(camel).toEqual({ shopify: { shopDomain: "x.myshopify.com", accessToken: undefined, apiVersion: "2023-10" } });
  });

  it("answers the spec's messages by path, and asks for neuro or shopify", () => {
    const refused = apiSettingsUpdateSchema(saved).safeParse({ neuro: { base_url: "ftp://x", token: "" } });
    expect(refused.success ? [] : refused.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "neuro.baseUrl: Please enter a valid URL",
      "neuro.token: Token is required",
      "neuro.storeId: Store ID is required",
      "neuro.channelId: Channel ID is required",
    ]);
    expect(apiSettingsUpdateSchema(saved).safeParse({}).error?.issues[0].message).toBe("Send { neuro: {...} } or { shopify: {...} }");
    expect(apiSettingsUpdateSchema(saved).safeParse([]).success).toBe(false);
  });

  it("tests what the body names, else what is saved", () => {
    expect(apiDispatchTestSchema(saved.dispatch).parse({ baseUrl: "https://x.example", token: "t", storeId: "ignored" })).toEqual({ baseUrl: "https://x.example", token: "t" });
    expect(apiDispatchTestSchema({ ...saved.dispatch, tokenSaved: true }).parse({})).toEqual({ baseUrl: "http://app.test/sandbox", token: undefined });
    expect(apiStoreTestSchema(saved.store).safeParse({ access_token: "a" }).error?.issues.map((issue) => issue.message)).toEqual(["Shop domain is required"]);
  });
});

describe("URLs", () => {
  it("join a base and a path with one slash, keeping the base's path", () => {
    expect(joinUrl("http://app.test/sandbox", "/api/v1/orders")).toBe("http://app.test/sandbox/api/v1/orders");
    expect(joinUrl("http://app.test/sandbox/", "api/v1/orders")).toBe("http://app.test/sandbox/api/v1/orders");
  });

  it("reach a bare shop domain over https, and use a full URL as the base", () => {
    expect(shopifyBaseUrl("my-shop.myshopify.com")).toBe("https://my-shop.myshopify.com");
    expect(shopifyAdminUrl("my-shop.myshopify.com", "2023-10", "shop.json")).toBe("https://my-shop.myshopify.com/admin/api/2023-10/shop.json");
    expect(shopifyAdminUrl("http://localhost:3000/sandbox/shopify/", "2024-01", "products.json?limit=250")).toBe(
      "http://localhost:3000/sandbox/shopify/admin/api/2024-01/products.json?limit=250",
    );
  });
});

describe("dispatch order shape", () => {
  it("accepts the documented example, and leaves out what is optional", () => {
    expect(dispatchOrderSchema.safeParse(EXAMPLE_DISPATCH_ORDER).success).toBe(true);
    const { tags: _tags, test: _test, ...bare } = EXAMPLE_DISPATCH_ORDER;
    const minimal = {
      ...bare,
      created_at: "2025-01-15T11:30:00+01:00",
      customer: { name: "Ada Lovelace", email: "ada@example.com" },
      shipping_address: { address1: "12 Example Street", city: "London", postcode: "N1 9GU", country: "GB" },
      line_items: EXAMPLE_DISPATCH_ORDER.line_items.map(({ title: _title, ...item }) => item),
    };
    expect(dispatchOrderSchema.safeParse(minimal).success).toBe(true);
  });

  it("lists every reason an order is refused", () => {
    const order = {
      ...EXAMPLE_DISPATCH_ORDER,
      order_number: "",
      created_at: "15/01/2025 10:30",
      currency: "usd",
      customer: { name: "Ada", email: "not-an-email" },
      shipping_address: { ...EXAMPLE_DISPATCH_ORDER.shipping_address, country: "United Kingdom" },
      line_items: [{ sku: "A", quantity: 0, unit_price: 1.234, total: 0 }],
      tags: ["orderbench-test", 42],
      test: "yes",
      store_id: undefined,
    };
    const parsed = dispatchOrderSchema.safeParse(order);
    expect(parsed.success).toBe(false);
    expect(orderProblems(parsed.error!)).toEqual([
      "order_number: is required",
      "store_id: is required",
      "created_at: must be an ISO 8601 date-time such as 2025-01-15T10:30:00Z",
      "currency: must be an ISO 4217 code such as USD",
      "customer.email: must be an email address",
      "shipping_address.country: must be an ISO 3166-1 alpha-2 code such as GB",
      "line_items[0].quantity: must be at least 1",
      "line_items[0].unit_price: must be 0 or more, with at most 2 decimals",
      "tags[1]: must be text",
      "test: must be true or false",
    ]);
    const { created_at: _createdAt, currency: _currency, ...undated } = EXAMPLE_DISPATCH_ORDER;
    expect(orderProblems(dispatchOrderSchema.safeParse(undated).error!)).toEqual(["created_at: is required", "currency: is required"]);
    expect(orderProblems(dispatchOrderSchema.safeParse("text").error!)).toEqual(["The order must be a JSON object"]);
    expect(orderProblems(dispatchOrderSchema.safeParse({ ...EXAMPLE_DISPATCH_ORDER, line_items: [] }).error!)).toEqual(["line_items: must list at least one item"]);
  });

  it("checks that the totals add up", () => {
    const parsed = dispatchOrderSchema.safeParse({ ...EXAMPLE_DISPATCH_ORDER, totals: { items: 50, shipping: 4.95, grand_total: 60 } });
    expect(orderProblems(parsed.error!)).toEqual([
      "totals.items: must equal the sum of line totals (52.30)",
      "totals.grand_total: must equal items + shipping (54.95)",
    ]);
  });

  it("checks each line's total, and sums the line totals as sent", () => {
    const [cap, tee] = EXAMPLE_DISPATCH_ORDER.line_items;
    const parsed = dispatchOrderSchema.safeParse({ ...EXAMPLE_DISPATCH_ORDER, line_items: [cap, { ...tee, total: 40 }] });
    expect(orderProblems(parsed.error!)).toEqual([
      "line_items[1].total: must equal unit_price × quantity (39.80)",
      "totals.items: must equal the sum of line totals (52.50)",
    ]);
  });
});
