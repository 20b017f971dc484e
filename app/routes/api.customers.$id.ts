import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiCustomerSchema } from "~/lib/schemas/api-customer.ts";
import { deleteCustomer, getCustomer, updateCustomer } from "~/models/customers.server.ts";
import { apiError, methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

const NOT_FOUND = "Customer not found";

/** GET /api/customers/{id} */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const customer = await getCustomer(db(), { id: params.id ?? "", userId: user.id });
  return customer ? Response.json(customer) : apiError(404, NOT_FOUND);
}

/** PUT /api/customers/{id} → the customer; DELETE /api/customers/{id} → 204 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  const target = { id: params.id ?? "", userId: user.id };
  if (request.method === "DELETE") {
    return (await deleteCustomer(db(), target)) ? new Response(null, { status: 204 }) : apiError(404, NOT_FOUND);
  }
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT", "DELETE"]);
  const input = await readJsonBody(request, apiCustomerSchema);
  const customer = await updateCustomer(db(), target, input);
  return customer ? Response.json(customer) : apiError(404, NOT_FOUND);
}
