import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiPasswordChangeSchema, apiProfileSchema } from "~/lib/schemas/api-auth.ts";
import { AccountConflictError, changePassword, findUserById, publicUser, updateProfile } from "~/models/users.server.ts";
import { apiError, methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

/** GET /api/auth/me → the signed-in user */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  return Response.json(publicUser(user));
}

/** PUT /api/auth/me: profile fields, or { password, current_password } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const { user, token } = await requireApiUser(request);
  const body: unknown = await request.clone().json().catch(() => null);

  if (body && typeof body === "object" && "password" in body) {
    const change = await readJsonBody(request, apiPasswordChangeSchema);
    const changed = await changePassword(db(), user.id, {
      currentPassword: change.current_password,
      newPassword: change.password,
      keepSessionToken: token,
    });
    if (!changed) return apiError(422, "Current password is incorrect", { current_password: ["Current password is incorrect"] });
  } else {
    const profile = await readJsonBody(request, apiProfileSchema);
    try {
      await updateProfile(db(), user.id, {
        fullName: profile.full_name ?? profile.fullName,
        username: profile.username,
        email: profile.email,
      });
    } catch (error) {
      if (error instanceof AccountConflictError) return apiError(409, error.message, { [error.field]: [error.message] });
      throw error;
    }
  }
  const updated = await findUserById(db(), user.id);
  return Response.json(publicUser(updated!));
}
