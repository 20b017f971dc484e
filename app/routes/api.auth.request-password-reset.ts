import type { ActionFunctionArgs } from "@remix-run/node";
import { apiRequestResetSchema } from "~/lib/schemas/api-auth.ts";
import { methodNotAllowed, readJsonBody } from "~/services/api.server.ts";
import { sendPasswordResetLink } from "~/services/password-reset.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/auth/request-password-reset { email }: the same answer whether or not the account exists. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { email } = await readJsonBody(request, apiRequestResetSchema);
  await sendPasswordResetLink(email, request);
  return Response.json({ success: true, message: "If an account exists for that email, a reset link has been sent." });
}
