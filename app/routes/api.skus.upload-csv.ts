import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";
import { importSkuCsv } from "~/services/catalogue-import.server.ts";
import { readCsvUpload } from "~/services/upload.server.ts";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/skus/upload-csv (multipart, field `file`) → { format, created, updated, derived }, or 422 with every bad row */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user } = await requireApiUser(request);
  const upload = await readCsvUpload(request);
  if (!upload.ok) return apiError(400, upload.message);
  const result = await importSkuCsv(db(), user.id, upload.file.stream());
  if (!result.ok) {
    return Response.json({ error: { message: "Nothing was imported: the CSV has errors", rows: result.errors } }, { status: 422 });
  }
  const { ok: _ok, ...summary } = result;
  return Response.json(summary);
}
