import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { SIMPLE_SKU_COLUMNS } from "~/lib/csv/skus.ts";
import { spreadsheetSafe } from "~/lib/csv/spreadsheet-safe.ts";
import { allSkus } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { csvDownload } from "~/services/csv-download.server.ts";

/** The user's SKUs in the simple format, formula-like text guarded; Upload CSV reads it back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return csvDownload("skus.csv", SIMPLE_SKU_COLUMNS, allSkus(db(), user.id), (s) => [
    spreadsheetSafe(s.sku),
    spreadsheetSafe(s.title),
    spreadsheetSafe(s.tags.join(", ")),
    s.price.toFixed(2),
    s.minQuantity,
    s.maxQuantity,
    s.weight,
    s.active,
  ]);
}
