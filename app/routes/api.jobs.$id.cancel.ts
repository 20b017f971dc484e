import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { jobJson } from "~/lib/job-json.ts";
import { cancelJob } from "~/models/jobs.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";

const NOT_FOUND = "Job not found";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/jobs/{id}/cancel → 200 the job: cancelled if it was pending or running, else unchanged (its status says which). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user } = await requireApiUser(request);
  const result = await cancelJob(db(), { id: params.id ?? "", userId: user.id });
  return result ? Response.json(jobJson(result.job)) : apiError(404, NOT_FOUND);
}
