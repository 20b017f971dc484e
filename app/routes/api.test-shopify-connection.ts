import type { ActionFunctionArgs } from "@remix-run/node";
import { appOrigin } from "~/config.server.ts";
import { db } from "~/db.server.ts";
import { apiStoreTestSchema } from "~/lib/schemas/api-settings.ts";
import { getSettings } from "~/models/settings.server.ts";
import { methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";
import { testStoreSettings } from "~/services/connection-tests.server.ts";

/** POST /api/test-shopify-connection { shopDomain, accessToken, apiVersion } → { success, message }; left-out fields are the saved ones. */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const saved = await getSettings(db(), user.id, { origin: appOrigin(request) });
  const input = await readJsonBody(request, apiStoreTestSchema(saved.store));
  return Response.json(await testStoreSettings(db(), user.id, input));
}
