import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { apiCustomerSchema } from "~/lib/schemas/api-customer.ts";
import { createCustomer, CUSTOMER_SORT_KEYS, listCustomers } from "~/models/customers.server.ts";
import { methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";

/** GET /api/customers?q&sort&dir&page&size → { customers, total, page, size } */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const query = parseListQuery(new URL(request.url).searchParams, { sortKeys: CUSTOMER_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const { customers, total } = await listCustomers(db(), user.id, query);
  return Response.json({ customers, total, page: query.page, size: query.size });
}

/** POST /api/customers → 201 the new customer */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { user } = await requireApiUser(request);
  const input = await readJsonBody(request, apiCustomerSchema);
  return Response.json(await createCustomer(db(), user.id, input), { status: 201 });
}
