import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";
import { refuseCrossSite } from "~/services/auth.server.ts";
import { jobExport } from "~/services/job-export.server.ts";

/** GET /api/jobs/{id}/export.csv → the attachment job_{id}.csv */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  return (await jobExport(db(), { id: params.id ?? "", userId: user.id }, "csv")) ?? apiError(404, "Job not found");
}

export function action({ request }: ActionFunctionArgs) {
  // Refused as cross-site before anything else, like every route that takes a body.
  refuseCrossSite(request);
  return methodNotAllowed(["GET"]);
}
