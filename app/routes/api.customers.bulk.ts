import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiCustomerBulkSchema } from "~/lib/schemas/api-customer.ts";
import { customersByIds, insertCustomers } from "~/models/customers.server.ts";
import { methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/customers/bulk { customers: [...] } → 201 { created, customers }. All or nothing:
 * one invalid customer answers 422 naming it ("customers.3.customer.email") and adds none.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user } = await requireApiUser(request);
  const { customers } = await readJsonBody(request, apiCustomerBulkSchema);
  const ids = await insertCustomers(db(), user.id, customers);
  return Response.json({ created: ids.length, customers: await customersByIds(db(), user.id, ids) }, { status: 201 });
}
