import type { DB } from "../../db/client.server.ts";
import { getSavedTokens } from "../models/settings.server.ts";
import { testDispatchConnection } from "./dispatch-client.server.ts";
import type { ConnectionTestResult } from "./http.server.ts";
import { testShopifyConnection } from "./shopify-client.server.ts";

// A connection test runs on the values the user entered; a token left blank means
// the saved one (the page never holds it). Used by the settings page and the API alike.

export async function testDispatchSettings(db: DB, userId: string, input: { baseUrl: string; token?: string }): Promise<ConnectionTestResult> {
  const token = input.token ?? (await getSavedTokens(db, userId)).dispatchToken;
  if (!token) return { success: false, message: "Token is required" };
  return testDispatchConnection({ baseUrl: input.baseUrl, token });
}

export async function testStoreSettings(
  db: DB,
  userId: string,
  input: { shopDomain: string; accessToken?: string; apiVersion: string },
): Promise<ConnectionTestResult> {
  const accessToken = input.accessToken ?? (await getSavedTokens(db, userId)).storeAccessToken;
  if (!accessToken) return { success: false, message: "Access token is required" };
  return testShopifyConnection({ shopDomain: input.shopDomain, accessToken, apiVersion: input.apiVersion });
}
