import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiLoginSchema } from "~/lib/schemas/api-auth.ts";
import { createSession } from "~/models/sessions.server.ts";
import { publicUser, signIn } from "~/models/users.server.ts";
import { apiError, methodNotAllowed, readJsonBody } from "~/services/api.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/auth/login { email (or username), password } → { access_token, user } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const credentials = await readJsonBody(request, apiLoginSchema);
  const outcome = await signIn(db(), credentials);
  if (!outcome.ok) return apiError(outcome.status, outcome.message);
  const accessToken = await createSession(db(), outcome.user.id);
  return Response.json({ access_token: accessToken, user: publicUser(outcome.user) });
}
