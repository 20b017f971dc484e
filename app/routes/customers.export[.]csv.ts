import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { SIMPLE_CUSTOMER_COLUMNS } from "~/lib/csv/customers.ts";
import { spreadsheetSafe } from "~/lib/csv/spreadsheet-safe.ts";
import { allCustomers } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { csvDownload } from "~/services/csv-download.server.ts";

/** The user's customers in the simple format, formula-like text guarded; Import CSV reads it back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return csvDownload("customers.csv", SIMPLE_CUSTOMER_COLUMNS, allCustomers(db(), user.id), ({ label, customer, address, weight, active }) => [
    ...[label, customer.name, customer.email, customer.phone, address.address1, address.address2, address.city, address.postcode, address.country].map(spreadsheetSafe),
    weight,
    active,
  ]);
}
