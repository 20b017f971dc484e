import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { deleteSession } from "~/models/sessions.server.ts";
import { methodNotAllowed, requireApiUser } from "~/services/api.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/auth/logout: revokes the access token. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { token } = await requireApiUser(request);
  await deleteSession(db(), token);
  return new Response(null, { status: 204 });
}
