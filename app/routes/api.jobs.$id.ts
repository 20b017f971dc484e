import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { jobWithItemsJson } from "~/lib/job-json.ts";
import { deleteJob, getJob, getJobOrders } from "~/models/jobs.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";

const NOT_FOUND = "Job not found";

/** GET /api/jobs/{id} → the job with its orders as `items` */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const job = await getJob(db(), { id: params.id ?? "", userId: user.id });
  if (!job) return apiError(404, NOT_FOUND);
  return Response.json(jobWithItemsJson(job, await getJobOrders(db(), job.id)));
}

/** DELETE /api/jobs/{id} → 204; an active job is cancelled by it (its send task stops before its next order). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireApiUser(request);
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  const deleted = await deleteJob(db(), { id: params.id ?? "", userId: user.id });
  return deleted ? new Response(null, { status: 204 }) : apiError(404, NOT_FOUND);
}
