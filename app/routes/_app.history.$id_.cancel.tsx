import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { JobId } from "~/components/jobs/job-id.tsx";
import { JobProgress } from "~/components/jobs/job-progress.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { shortJobId } from "~/lib/job-json.ts";
import { cancelJob, getJob } from "~/models/jobs.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

// Lives beside Job Details (`$id_`), not inside it: a confirmation is a modal of the list.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = await getJob(db(), { id: params.id ?? "", userId: user.id });
  if (!job) throw new Response("Job not found", { status: 404 });
  return { job: { id: job.id, status: job.status, sent: job.sent, total: job.total } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const listUrl = `/history${new URL(request.url).search}`;
  const outcome = await cancelJob(db(), { id: params.id ?? "", userId: user.id });
  if (!outcome) return redirectWithToast(request, listUrl, { type: "error", title: "Cancel failed", description: "Job not found" });
  if (!outcome.cancelled) {
    return redirectWithToast(request, listUrl, {
      type: "error",
      title: "Cancel failed",
      description: `Only pending or running jobs can be cancelled; this one is ${outcome.job.status}`,
    });
  }
  return redirectWithToast(request, listUrl, {
    type: "success",
    title: "Job cancelled",
    description: `Job ${shortJobId(outcome.job.id)} stops before its next order`,
  });
}

export default function CancelJobModal() {
  const { job } = useLoaderData<typeof loader>();
  const closeTo = `/history${useLocation().search}`;
  return (
    <Modal title="Cancel Job" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to cancel this job?</p>
      <div className="mt-2 flex items-center gap-4 text-sm">
        <JobId id={job.id} />
        <JobProgress sent={job.sent} total={job.total} />
      </div>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Orders already sent stay sent; the rest are not sent.</p>
      <ConfirmForm cancelTo={closeTo} label="Cancel Job" danger />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
