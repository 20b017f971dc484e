import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { admitSandboxShopifyRequest, sandboxShop } from "~/services/sandbox-shopify.server.ts";

/** GET /sandbox/shopify/admin/api/{version}/shop.json (X-Shopify-Access-Token) → { shop } */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await admitSandboxShopifyRequest(db(), request, params.version);
  return sandboxShop(request);
}
