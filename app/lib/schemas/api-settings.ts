import { z } from "zod";
import { dispatchConnectionSchema, dispatchSettingsSchema, storeSettingsSchema } from "./settings.ts";

// Settings in JSON bodies (spec §3, §7): snake_case or camelCase. A field left out
// keeps its saved value (or default); a token left out, null or blank keeps the saved token.

interface SavedDispatchSettings {
  baseUrl: string;
  storeId: string;
  channelId: string;
  ordersEndpoint: string;
  tokenSaved: boolean;
}

interface SavedStoreSettings {
  shopDomain: string;
  apiVersion: string;
  accessTokenSaved: boolean;
}

type Body = Record<string, unknown>;

const jsonObject = (what: string) => z.record(z.string(), z.unknown(), { error: `${what} must be a JSON object` });

const either = (body: Body, camel: string, snake: string, fallback: unknown) => body[camel] ?? body[snake] ?? fallback;
const tokenOf = (value: unknown) => (value === null || value === "" ? undefined : value);

const dispatchFields = (saved: SavedDispatchSettings) => (body: Body) => ({
  baseUrl: either(body, "baseUrl", "base_url", saved.baseUrl),
  token: tokenOf(body.token),
  storeId: either(body, "storeId", "store_id", saved.storeId),
  channelId: either(body, "channelId", "channel_id", saved.channelId),
  ordersEndpoint: either(body, "ordersEndpoint", "orders_endpoint", saved.ordersEndpoint),
});

const storeFields = (saved: SavedStoreSettings) => (body: Body) => ({
  shopDomain: either(body, "shopDomain", "shop_domain", saved.shopDomain),
  accessToken: tokenOf(body.accessToken ?? body.access_token),
  apiVersion: either(body, "apiVersion", "api_version", saved.apiVersion),
});

/** PUT /api/admin/settings: `{ neuro: {...} }`, `{ shopify: {...} }` or both. */
export function apiSettingsUpdateSchema(saved: { dispatch: SavedDispatchSettings; store: SavedStoreSettings }) {
  return z
    .object(
      {
        neuro: jsonObject("neuro").transform(dispatchFields(saved.dispatch)).pipe(dispatchSettingsSchema(saved.dispatch)).optional(),
        shopify: jsonObject("shopify").transform(storeFields(saved.store)).pipe(storeSettingsSchema(saved.store)).optional(),
      },
      { error: "The body must be a JSON object" },
    )
    .refine((body) => body.neuro || body.shopify, "Send { neuro: {...} } or { shopify: {...} }");
}

/** POST /api/test-connection: `{ base_url, token }` (the form's other fields are accepted and unused). */
export function apiDispatchTestSchema(saved: SavedDispatchSettings) {
  return jsonObject("The body")
    .transform((body) => {
      const { baseUrl, token } = dispatchFields(saved)(body);
      return { baseUrl, token };
    })
    .pipe(dispatchConnectionSchema(saved));
}

/** POST /api/test-shopify-connection: `{ shopDomain, accessToken, apiVersion }`. */
export function apiStoreTestSchema(saved: SavedStoreSettings) {
  return jsonObject("The body").transform(storeFields(saved)).pipe(storeSettingsSchema(saved));
}
