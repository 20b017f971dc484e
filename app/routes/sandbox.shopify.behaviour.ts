import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { db } from "~/db.server.ts";
import { getSandboxShopifyBehaviour, setSandboxShopifyBehaviour } from "~/models/sandbox-shopify.server.ts";
import { apiError, methodNotAllowed, readJsonBody } from "~/services/api.server.ts";
import { refuseCrossSite } from "~/services/auth.server.ts";

// How the sandbox Shopify Admin API treats requests with one access token (for demos and tests).

const behaviourSchema = z.object({
  throttleEvery: z.number().int().min(0).max(1_000_000).default(0),
  retryAfterSeconds: z.number().min(0).max(60).default(1),
});

function requireToken(request: Request): string {
  const token = request.headers.get("X-Shopify-Access-Token")?.trim();
  if (!token) throw apiError(401, "Send the access token whose behaviour this is in X-Shopify-Access-Token");
  return token;
}

/** GET /sandbox/shopify/behaviour → { throttleEvery, retryAfterSeconds } */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await getSandboxShopifyBehaviour(db(), requireToken(request)));
}

/** PUT /sandbox/shopify/behaviour { throttleEvery, retryAfterSeconds }: every n-th request answers 429 with Retry-After; 0 turns it off. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const token = requireToken(request);
  const behaviour = await readJsonBody(request, behaviourSchema);
  return Response.json(await setSandboxShopifyBehaviour(db(), token, behaviour));
}
