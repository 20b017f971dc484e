import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiSkuSchema } from "~/lib/schemas/api-sku.ts";
import { deleteSku, getSku, SkuExistsError, updateSku } from "~/models/skus.server.ts";
import { apiError, methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

const NOT_FOUND = "SKU not found";

/** GET /api/skus/{id} */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const sku = await getSku(db(), { id: params.id ?? "", userId: user.id });
  return sku ? Response.json(sku) : apiError(404, NOT_FOUND);
}

/** PUT /api/skus/{id} → the SKU; DELETE /api/skus/{id} → 204 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  const target = { id: params.id ?? "", userId: user.id };
  if (request.method === "DELETE") {
    return (await deleteSku(db(), target)) ? new Response(null, { status: 204 }) : apiError(404, NOT_FOUND);
  }
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT", "DELETE"]);
  const input = await readJsonBody(request, apiSkuSchema);
  try {
    const sku = await updateSku(db(), target, input);
    return sku ? Response.json(sku) : apiError(404, NOT_FOUND);
  } catch (error) {
    if (error instanceof SkuExistsError) return apiError(409, error.message, { sku: [error.message] });
    throw error;
  }
}
