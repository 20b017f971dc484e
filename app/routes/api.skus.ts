import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { apiSkuSchema } from "~/lib/schemas/api-sku.ts";
import { createSku, listSkus, SKU_SORT_KEYS, SkuExistsError } from "~/models/skus.server.ts";
import { apiError, methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

/** GET /api/skus?q&sort&dir&page&size → { skus, total, page, size } */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const query = parseListQuery(new URL(request.url).searchParams, { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const { skus, total } = await listSkus(db(), user.id, query);
  return Response.json({ skus, total, page: query.page, size: query.size });
}

/** POST /api/skus → 201 the new SKU */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { user } = await requireApiUser(request);
  const input = await readJsonBody(request, apiSkuSchema);
  try {
    return Response.json(await createSku(db(), user.id, input), { status: 201 });
  } catch (error) {
    if (error instanceof SkuExistsError) return apiError(409, error.message, { sku: [error.message] });
    throw error;
  }
}
