import type { ActionFunctionArgs } from "@remix-run/node";
import { appOrigin } from "~/config.server.ts";
import { db } from "~/db.server.ts";
import { apiDispatchTestSchema } from "~/lib/schemas/api-settings.ts";
import { getSettings } from "~/models/settings.server.ts";
import { methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";
import { testDispatchSettings } from "~/services/connection-tests.server.ts";

/** POST /api/test-connection { base_url, token } → { success, message }; left-out fields are the saved ones. */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const saved = await getSettings(db(), user.id, { origin: appOrigin(request) });
  const input = await readJsonBody(request, apiDispatchTestSchema(saved.dispatch));
  return Response.json(await testDispatchSettings(db(), user.id, input));
}
