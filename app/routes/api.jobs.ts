import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db.server.ts";
import { jobJson } from "~/lib/job-json.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { DATE_RANGES } from "~/lib/preferences.ts";
import { apiJobRequestSchema } from "~/lib/schemas/api-job.ts";
import { JOB_SORT_KEYS, JOB_STATUSES, listJobs, type JobFilter } from "~/models/jobs.server.ts";
import { apiError, methodNotAllowed, readJsonBody, requireApiUser } from "~/services/api.server.ts";
import { GenerationError, startJob } from "~/services/job-generation.server.ts";

// A filter value the server does not know answers 400 rather than being dropped: a
// typo in ?status= would otherwise list every job as if they all matched.
function jobFilter(params: URLSearchParams): JobFilter | Response {
  const status = params.get("status") || null;
  const range = params.get("range") || "7d";
  const fields: Record<string, string[]> = {};
  if (status !== null && !(JOB_STATUSES as readonly string[]).includes(status)) fields.status = [`status must be one of ${JOB_STATUSES.join(", ")}`];
  if (!(DATE_RANGES as readonly string[]).includes(range)) fields.range = [`range must be one of ${DATE_RANGES.join(", ")}`];
  if (Object.keys(fields).length > 0) return apiError(400, "Some query parameters are invalid", fields);
  return { status: status as JobFilter["status"], range: range as JobFilter["range"] };
}

/** GET /api/jobs?status&range&q&sort&dir&page&size → { jobs, total, page, size } (jobs without their items) */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const filter = jobFilter(params);
  if (filter instanceof Response) return filter;
  const query = parseListQuery(params, { sortKeys: JOB_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const { jobs, total } = await listJobs(db(), user.id, filter, query);
  return Response.json({ jobs: jobs.map(jobJson), total, page: query.page, size: query.size });
}

/** POST /api/jobs (the generation request or the generator configuration) → 201 { job_id } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { user } = await requireApiUser(request);
  const input = await readJsonBody(request, apiJobRequestSchema);
  try {
    const job = await startJob(db(), user.id, input);
    return Response.json({ job_id: job.id }, { status: 201 });
  } catch (error) {
    // The spec's preflight title and message ('No SKUs available' / 'Please add some SKUs…'), in one line and apart.
    if (error instanceof GenerationError) {
      return Response.json({ error: { message: `${error.title}: ${error.message}`, title: error.title } }, { status: 422 });
    }
    throw error;
  }
}
