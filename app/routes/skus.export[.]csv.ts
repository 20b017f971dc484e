import type { LoaderFunctionArgs } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { db } from "~/db.server.ts";
import { SIMPLE_SKU_COLUMNS } from "~/lib/csv/skus.ts";
import { allSkus } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";

/** The user's SKUs in the simple format, streamed page by page; Upload CSV reads it back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pages = allSkus(db(), user.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([[...SIMPLE_SKU_COLUMNS]])));
    },
    async pull(controller) {
      const next = await pages.next();
      if (next.done) return controller.close();
      const rows = next.value.map((s) => [s.sku, s.title, s.tags.join(", "), s.price.toFixed(2), s.minQuantity, s.maxQuantity, s.weight, s.active ? "true" : "false"]);
      controller.enqueue(encoder.encode(stringify(rows)));
    },
    async cancel() {
      // The browser went away: end the query and give its connection back.
      await pages.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="skus.csv"',
      "Cache-Control": "no-store",
    },
  });
}
