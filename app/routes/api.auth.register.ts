import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiRegisterSchema } from "~/lib/schemas/api-auth.ts";
import { createSession } from "~/models/sessions.server.ts";
import { AccountConflictError, publicUser, registerUser } from "~/models/users.server.ts";
import { apiError, methodNotAllowed, readJsonBody } from "~/services/api.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/auth/register { email, password, full_name } → 201 { access_token, user } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJsonBody(request, apiRegisterSchema);
  try {
    const user = await registerUser(db(), input);
    const accessToken = await createSession(db(), user.id);
    return Response.json({ access_token: accessToken, user: publicUser(user) }, { status: 201 });
  } catch (error) {
    if (error instanceof AccountConflictError) return apiError(409, error.message, { [error.field]: [error.message] });
    throw error;
  }
}
