import type { Selectable } from "kysely";
import type { DB } from "../../db/client.server.ts";
import type { SettingsTable } from "../../db/schema.ts";
import {
  DEFAULT_ORDERS_ENDPOINT,
  DEFAULT_STORE_API_VERSION,
  type DispatchSettingsInput,
  type StoreSettingsInput,
} from "../lib/schemas/settings.ts";
import { createLogger } from "../services/logger.server.ts";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "../services/secrets.server.ts";

// One settings row per user: the dispatch API and the store API. Tokens are stored
// encrypted and leave this module only decrypted for outgoing calls, and otherwise
// only as "saved" plus their last 4 characters.

type SettingsRow = Selectable<SettingsTable>;

const log = createLogger("settings");

/** The built-in sandbox dispatch API of the app at `origin`: base + `/api/v1/orders` = `/sandbox/api/v1/orders`. */
export function sandboxBaseUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}/sandbox`;
}

export interface DispatchSettingsView {
  baseUrl: string;
  storeId: string;
  channelId: string;
  ordersEndpoint: string;
  tokenSaved: boolean;
  /** Null when none is saved, or when the token is too short to show any of it. */
  tokenLast4: string | null;
}

export interface StoreSettingsView {
  shopDomain: string;
  apiVersion: string;
  accessTokenSaved: boolean;
  accessTokenLast4: string | null;
}

export interface SettingsView {
  dispatch: DispatchSettingsView;
  store: StoreSettingsView;
}

export interface DispatchCredentials {
  baseUrl: string;
  token: string;
  storeId: string;
  channelId: string;
  ordersEndpoint: string;
}

export interface StoreCredentials {
  shopDomain: string;
  accessToken: string;
  apiVersion: string;
}

const dispatchTokenContext = (userId: string) => `settings:${userId}:dispatch_token`;
const storeTokenContext = (userId: string) => `settings:${userId}:shopify_access_token`;

/** The plaintext, or null when none is saved or it cannot be decrypted (APP_SECRET changed). */
function readSecret(stored: string | null, context: string): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(stored, context);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    log.warn("a saved token cannot be decrypted and counts as not saved", { context: context.replace(/:[^:]*$/, "") });
    return null;
  }
}

/** Showing the end of a short token would give most of it away. */
function lastFour(token: string | null): string | null {
  return token && token.length >= 8 ? token.slice(-4) : null;
}

function findRow(db: DB, userId: string): Promise<SettingsRow | undefined> {
  return db.selectFrom("settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** What the settings page and the API show; unsaved fields carry their defaults. `origin` places the sandbox default. */
export async function getSettings(db: DB, userId: string, { origin }: { origin: string }): Promise<SettingsView> {
  const row = await findRow(db, userId);
  const dispatchToken = readSecret(row?.dispatch_token ?? null, dispatchTokenContext(userId));
  const storeToken = readSecret(row?.shopify_access_token ?? null, storeTokenContext(userId));
  return {
    dispatch: {
      baseUrl: row?.dispatch_base_url || sandboxBaseUrl(origin),
      storeId: row?.dispatch_store_id ?? "",
      channelId: row?.dispatch_channel_id ?? "",
      ordersEndpoint: row?.dispatch_orders_endpoint || DEFAULT_ORDERS_ENDPOINT,
      tokenSaved: dispatchToken !== null,
      tokenLast4: lastFour(dispatchToken),
    },
    store: {
      shopDomain: row?.shopify_shop_domain ?? "",
      apiVersion: row?.shopify_api_version || DEFAULT_STORE_API_VERSION,
      accessTokenSaved: storeToken !== null,
      accessTokenLast4: lastFour(storeToken),
    },
  };
}

/** Stores the dispatch settings; an undefined token keeps the saved one. */
export async function saveDispatchSettings(db: DB, userId: string, input: DispatchSettingsInput): Promise<void> {
  const values = {
    dispatch_base_url: input.baseUrl,
    dispatch_store_id: input.storeId,
    dispatch_channel_id: input.channelId,
    dispatch_orders_endpoint: input.ordersEndpoint,
    ...(input.token !== undefined && { dispatch_token: encryptSecret(input.token, dispatchTokenContext(userId)) }),
    updated_at: new Date(),
  };
  await db
    .insertInto("settings")
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
    .execute();
}

/** Stores the store API settings; an undefined access token keeps the saved one. */
export async function saveStoreSettings(db: DB, userId: string, input: StoreSettingsInput): Promise<void> {
  const values = {
    shopify_shop_domain: input.shopDomain,
    shopify_api_version: input.apiVersion,
    ...(input.accessToken !== undefined && { shopify_access_token: encryptSecret(input.accessToken, storeTokenContext(userId)) }),
    updated_at: new Date(),
  };
  await db
    .insertInto("settings")
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
    .execute();
}

/** The saved tokens, decrypted, for a connection test whose token field was left blank. */
export async function getSavedTokens(db: DB, userId: string): Promise<{ dispatchToken: string | null; storeAccessToken: string | null }> {
  const row = await findRow(db, userId);
  return {
    dispatchToken: readSecret(row?.dispatch_token ?? null, dispatchTokenContext(userId)),
    storeAccessToken: readSecret(row?.shopify_access_token ?? null, storeTokenContext(userId)),
  };
}

/** Everything the order sender needs, decrypted; null until the dispatch settings are saved with a token. */
export async function getDispatchCredentials(db: DB, userId: string): Promise<DispatchCredentials | null> {
  const row = await findRow(db, userId);
  const token = readSecret(row?.dispatch_token ?? null, dispatchTokenContext(userId));
  if (!row || !token || !row.dispatch_base_url || !row.dispatch_store_id || !row.dispatch_channel_id) return null;
  return {
    baseUrl: row.dispatch_base_url,
    token,
    storeId: row.dispatch_store_id,
    channelId: row.dispatch_channel_id,
    ordersEndpoint: row.dispatch_orders_endpoint || DEFAULT_ORDERS_ENDPOINT,
  };
}

/** What the Shopify import needs, decrypted; null until a shop domain and access token are saved. */
export async function getStoreCredentials(db: DB, userId: string): Promise<StoreCredentials | null> {
  const row = await findRow(db, userId);
  const accessToken = readSecret(row?.shopify_access_token ?? null, storeTokenContext(userId));
  if (!row || !accessToken || !row.shopify_shop_domain) return null;
  return { shopDomain: row.shopify_shop_domain, accessToken, apiVersion: row.shopify_api_version || DEFAULT_STORE_API_VERSION };
}
