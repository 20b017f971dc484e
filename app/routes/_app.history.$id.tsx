import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { AutoRefresh } from "~/components/auto-refresh.tsx";
import { JobProgress } from "~/components/jobs/job-progress.tsx";
import { JobStatusBadge } from "~/components/jobs/job-status-badge.tsx";
import { JsonView } from "~/components/json-view.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { jobJson, shortJobId } from "~/lib/job-json.ts";
import { ACTIVE_JOB_STATUSES, getJob, getJobOrders, type JobOrder } from "~/models/jobs.server.ts";
import { requireUser } from "~/services/auth.server.ts";

/**
 * Each order's result without its payload: the panel stays readable at 100 orders,
 * and Export JSON carries the payloads.
 */
function orderResult(order: JobOrder) {
  return {
    position: order.position,
    order_number: order.orderNumber,
    external_id: order.externalId,
    status: order.status,
    attempts: order.attempts,
    http_status: order.httpStatus,
    duration_ms: order.durationMs,
    error: order.error,
    sent_at: order.sentAt === null ? null : order.sentAt.toISOString(),
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = await getJob(db(), { id: params.id ?? "", userId: user.id });
  if (!job) throw new Response("Job not found", { status: 404 });
  const orders = await getJobOrders(db(), job.id);
  // Decided here: the browser bundle has no access to the model's constants.
  return { json: { ...jobJson(job), items: orders.map(orderResult) }, running: ACTIVE_JOB_STATUSES.includes(job.status) };
}

const figures = [
  ["Total", "total"],
  ["Sent", "sent"],
  ["Succeeded", "succeeded"],
  ["Failed", "failed"],
] as const;

export default function JobDetailsModal() {
  const { json, running } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <Modal title="Job Details" closeTo={`/history${search}`} wide>
      <AutoRefresh active={running} seconds={2} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-gray-500 dark:text-gray-400">ID</dt>
          <dd className="break-all font-mono text-xs text-gray-900 dark:text-gray-100" data-testid="job-id">
            {json.id}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Status</dt>
          <dd>
            <JobStatusBadge status={json.status} />
          </dd>
        </div>
        {figures.map(([label, key]) => (
          <div key={key}>
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="font-semibold tabular-nums text-gray-900 dark:text-gray-100">{json[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <JobProgress sent={json.sent} total={json.total} />
      </div>
      {json.repush_of ? (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
          Repush of{" "}
          <Link to={`/history/${json.repush_of}${search}`} preventScrollReset title={json.repush_of} className="font-mono text-indigo-600 hover:text-indigo-500">
            {shortJobId(json.repush_of)}
          </Link>
        </p>
      ) : null}
      {json.error ? <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-900/30 dark:text-red-300">{json.error}</p> : null}
      <div className="mt-4">
        <JsonView value={json} />
      </div>
      <div className="mt-4 flex justify-end gap-3">
        {/* Plain links: the files come from resource routes, saved as job_{id}.json / .csv. */}
        <a href={`/history/${json.id}/export.json`} className={buttonClass("secondary")}>
          Export JSON
        </a>
        <a href={`/history/${json.id}/export.csv`} className={buttonClass("secondary")}>
          Export CSV
        </a>
      </div>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
