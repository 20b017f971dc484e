import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { jobExport } from "~/services/job-export.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

/** Order History's Export JSON: job_{id}.json for the signed-in user's own job. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const download = await jobExport(db(), { id: params.id ?? "", userId: user.id }, "json");
  // The browser followed a link from the page: back to the list with the spec's toast.
  if (!download) return redirectWithToast(request, "/history", { type: "error", title: "Export failed", description: "Job not found" });
  return download;
}
