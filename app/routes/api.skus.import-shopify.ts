import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { latestShopifyImport } from "~/models/shopify-imports.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";
import { startShopifyImport } from "~/services/shopify-import.server.ts";

/** GET /api/skus/import-shopify → the latest import (poll it until it is no longer running) */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const latest = await latestShopifyImport(db(), user.id);
  return latest ? Response.json(latest) : apiError(404, "No Shopify import yet");
}

/** POST /api/skus/import-shopify → 202 { id, status, ... }: the import runs in the background */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { user } = await requireApiUser(request);
  const started = await startShopifyImport(db(), user.id);
  if (!started.ok) return apiError(started.reason === "running" ? 409 : 422, started.message);
  return Response.json(started.shopifyImport, { status: 202 });
}
