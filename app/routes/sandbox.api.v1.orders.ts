import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { listSandboxOrders } from "~/models/sandbox-dispatch.server.ts";
import { methodNotAllowed } from "~/services/api.server.ts";
import { receiveOrder, requireSandboxAccount } from "~/services/sandbox-dispatch.server.ts";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/** GET /sandbox/api/v1/orders?limit= → { orders, total }: what this token's account received, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const account = requireSandboxAccount(request);
  const asked = Number(new URL(request.url).searchParams.get("limit") ?? DEFAULT_LIMIT);
  const limit = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_LIMIT) : DEFAULT_LIMIT;
  return Response.json(await listSandboxOrders(db(), account, { limit }));
}

/** POST /sandbox/api/v1/orders → 201 { id, order_number, external_id, status, received_at }, or 400 with reasons. */
export async function action({ request }: ActionFunctionArgs) {
  const account = requireSandboxAccount(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return receiveOrder(db(), account, request);
}
