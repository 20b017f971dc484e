import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSandboxAccount } from "~/services/sandbox-dispatch.server.ts";

/** GET|HEAD /sandbox: the sandbox dispatch API's base URL; 200 with any bearer token, so the connection test passes. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireSandboxAccount(request);
  return Response.json({
    name: "Orderbench sandbox dispatch API",
    orders: "/sandbox/api/v1/orders",
    behaviour: "/sandbox/api/v1/behaviour",
  });
}
