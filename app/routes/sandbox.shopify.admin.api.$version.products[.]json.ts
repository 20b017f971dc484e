import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { admitSandboxShopifyRequest, sandboxProductsPage } from "~/services/sandbox-shopify.server.ts";

/** GET /sandbox/shopify/admin/api/{version}/products.json?limit&page_info (X-Shopify-Access-Token) → { products }, Link header */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await admitSandboxShopifyRequest(db(), request, params.version);
  return sandboxProductsPage(request);
}
