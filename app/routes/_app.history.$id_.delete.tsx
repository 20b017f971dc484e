import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { JobId } from "~/components/jobs/job-id.tsx";
import { JobStatusBadge } from "~/components/jobs/job-status-badge.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { ACTIVE_JOB_STATUSES, deleteJob, getJob } from "~/models/jobs.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

// Lives beside Job Details (`$id_`), not inside it: a confirmation is a modal of the list.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = await getJob(db(), { id: params.id ?? "", userId: user.id });
  if (!job) throw new Response("Job not found", { status: 404 });
  return { job: { id: job.id, status: job.status, total: job.total, active: ACTIVE_JOB_STATUSES.includes(job.status) } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const listUrl = `/history${new URL(request.url).search}`;
  const deleted = await deleteJob(db(), { id: params.id ?? "", userId: user.id });
  return redirectWithToast(
    request,
    listUrl,
    deleted
      ? { type: "success", title: "Job deleted", description: "The job and its orders have been deleted" }
      : { type: "error", title: "Delete failed", description: "Failed to delete job" },
  );
}

export default function DeleteJobModal() {
  const { job } = useLoaderData<typeof loader>();
  const closeTo = `/history${useLocation().search}`;
  return (
    <Modal title="Delete Job" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to delete this job?</p>
      <p className="mt-1 flex items-center gap-3 text-sm text-gray-900 dark:text-gray-100">
        <JobId id={job.id} />
        <JobStatusBadge status={job.status} />
        <span className="text-gray-600 dark:text-gray-400">{job.total === 1 ? "1 order" : `${job.total} orders`}</span>
      </p>
      {job.active ? <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">The job is cancelled first: no further orders are sent.</p> : null}
      <ConfirmForm cancelTo={closeTo} label="Delete" danger />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
