import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { appOrigin } from "~/config.server.ts";
import { db } from "~/db.server.ts";
import { apiSettingsUpdateSchema } from "~/lib/schemas/api-settings.ts";
import { getSettings, saveDispatchSettings, saveStoreSettings, type SettingsView } from "~/models/settings.server.ts";
import { methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

// Settings are per user: every signed-in user reads and changes their own, whatever
// their role (the spec's /admin path names the settings area, not a permission).

/** The spec's shape in snake_case; tokens only as "saved" and their last 4 characters. */
function toApiSettings({ dispatch, store }: SettingsView) {
  return {
    neuro: {
      base_url: dispatch.baseUrl,
      token_saved: dispatch.tokenSaved,
      token_last4: dispatch.tokenLast4,
      store_id: dispatch.storeId,
      channel_id: dispatch.channelId,
      orders_endpoint: dispatch.ordersEndpoint,
    },
    shopify: {
      shop_domain: store.shopDomain,
      access_token_saved: store.accessTokenSaved,
      access_token_last4: store.accessTokenLast4,
      api_version: store.apiVersion,
    },
  };
}

/** GET /api/admin/settings → { neuro, shopify } */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  return Response.json(toApiSettings(await getSettings(db(), user.id, { origin: appOrigin(request) })));
}

/** PUT /api/admin/settings { neuro } or { shopify } → { neuro, shopify } as saved */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const origin = appOrigin(request);
  const input = await readJsonBody(request, apiSettingsUpdateSchema(await getSettings(db(), user.id, { origin })));
  if (input.neuro) await saveDispatchSettings(db(), user.id, input.neuro);
  if (input.shopify) await saveStoreSettings(db(), user.id, input.shopify);
  return Response.json(toApiSettings(await getSettings(db(), user.id, { origin })));
}
