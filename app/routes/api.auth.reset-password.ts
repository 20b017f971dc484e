import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiResetPasswordSchema } from "~/lib/schemas/api-auth.ts";
import { resetPasswordWithToken } from "~/models/password-resets.server.ts";
import { apiError, methodNotAllowed, readJsonBody } from "~/services/api.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/auth/reset-password { token, new_password } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { token, new_password } = await readJsonBody(request, apiResetPasswordSchema);
  if (!(await resetPasswordWithToken(db(), token, new_password))) {
    return apiError(400, "This reset link is invalid or has expired.", { token: ["This reset link is invalid or has expired."] });
  }
  return Response.json({ success: true, message: "Password updated. Sign in with your new password." });
}
