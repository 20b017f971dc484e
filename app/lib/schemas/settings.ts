import { z } from "zod";

// The rules of the API Settings forms (spec §5), shared by the page, the REST API
// and the connection tests. Tokens are write-only: a blank token field keeps the
// saved one, so "required" applies only while none is saved.

export const DEFAULT_ORDERS_ENDPOINT = "/api/v1/orders";
export const DEFAULT_STORE_API_VERSION = "2023-10";

const SETTINGS_MESSAGES = {
  baseUrl: "Please enter a valid URL",
  token: "Token is required",
  storeId: "Store ID is required",
  channelId: "Channel ID is required",
  ordersEndpoint: "Orders endpoint is required",
  shopDomain: "Shop domain is required",
  accessToken: "Access token is required",
  apiVersion: "API version is required",
} as const;

const SHOP_DOMAIN_FORMAT_MESSAGE = "Enter a shop domain such as my-shop.myshopify.com, or an http(s) URL";
const API_VERSION_FORMAT_MESSAGE = "API version must look like 2023-10";

/** Only http and https targets: the server calls these addresses itself. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** A bare host (`my-shop.myshopify.com`, reached over https) or an http(s) URL base (the sandbox, a proxy). */
export function isShopDomain(value: string): boolean {
  return /^https?:\/\//i.test(value) ? isHttpUrl(value) : HOST_NAME.test(value);
}

const required = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: `At most ${max} characters`, abort: true });

/** A write-only secret: required unless one is saved, in which case blank means "keep it". */
const secret = (message: string, saved: boolean) => {
  const text = z.string({ error: message }).trim().max(4096, "At most 4096 characters");
  return saved ? text.optional().transform((value) => value || undefined) : text.min(1, message);
};

const baseUrl = required(SETTINGS_MESSAGES.baseUrl, 2048).refine(isHttpUrl, SETTINGS_MESSAGES.baseUrl);
const shopDomain = required(SETTINGS_MESSAGES.shopDomain, 2048).refine(isShopDomain, SHOP_DOMAIN_FORMAT_MESSAGE);
const apiVersion = required(SETTINGS_MESSAGES.apiVersion, 20).regex(/^(?:\d{4}-\d{2}|unstable)$/, API_VERSION_FORMAT_MESSAGE);

export function dispatchSettingsSchema({ tokenSaved }: { tokenSaved: boolean }) {
  return z.object({
    baseUrl,
    token: secret(SETTINGS_MESSAGES.token, tokenSaved),
    storeId: required(SETTINGS_MESSAGES.storeId, 200),
    channelId: required(SETTINGS_MESSAGES.channelId, 200),
    ordersEndpoint: required(SETTINGS_MESSAGES.ordersEndpoint),
  });
}

export function storeSettingsSchema({ accessTokenSaved }: { accessTokenSaved: boolean }) {
  return z.object({
    shopDomain,
    accessToken: secret(SETTINGS_MESSAGES.accessToken, accessTokenSaved),
    apiVersion,
  });
}

/** What the dispatch connection test needs (spec §7: `{ base_url, token }`). */
export function dispatchConnectionSchema({ tokenSaved }: { tokenSaved: boolean }) {
  return dispatchSettingsSchema({ tokenSaved }).pick({ baseUrl: true, token: true });
}

/** `token` is undefined when the saved one is to be kept. */
export type DispatchSettingsInput = z.output<ReturnType<typeof dispatchSettingsSchema>>;
/** `accessToken` is undefined when the saved one is to be kept. */
export type StoreSettingsInput = z.output<ReturnType<typeof storeSettingsSchema>>;
