import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { JobNotRepushableError, repushJob } from "~/models/jobs.server.ts";
import { apiError, methodNotAllowed, requireApiUser } from "~/services/api.server.ts";

const NOT_FOUND = "Job not found";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/jobs/{id}/repush → 201 { job_id }: a new job of exactly the failed orders; 409 unless the job failed. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user } = await requireApiUser(request);
  try {
    const job = await repushJob(db(), { id: params.id ?? "", userId: user.id });
    return job ? Response.json({ job_id: job.id }, { status: 201 }) : apiError(404, NOT_FOUND);
  } catch (error) {
    if (error instanceof JobNotRepushableError) return apiError(409, error.message);
    throw error;
  }
}
