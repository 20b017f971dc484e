import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { JobId } from "~/components/jobs/job-id.tsx";
import { JobResults } from "~/components/jobs/job-results.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { shortJobId } from "~/lib/job-json.ts";
import { getJob, JobNotRepushableError, repushJob } from "~/models/jobs.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

// Lives beside Job Details (`$id_`), not inside it: a confirmation is a modal of the list.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = await getJob(db(), { id: params.id ?? "", userId: user.id });
  if (!job) throw new Response("Job not found", { status: 404 });
  return { job: { id: job.id, status: job.status, succeeded: job.succeeded, failed: job.failed } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const listUrl = `/history${new URL(request.url).search}`;
  try {
    const job = await repushJob(db(), { id: params.id ?? "", userId: user.id });
    if (!job) return redirectWithToast(request, listUrl, { type: "error", title: "Repush failed", description: "Job not found" });
    const orders = job.total === 1 ? "1 failed order" : `${job.total} failed orders`;
    return redirectWithToast(request, listUrl, {
      type: "success",
      title: "Job repushed",
      description: `New job ${shortJobId(job.id)} sends the ${orders} again`,
    });
  } catch (error) {
    if (!(error instanceof JobNotRepushableError)) throw error;
    return redirectWithToast(request, listUrl, { type: "error", title: "Repush failed", description: error.message });
  }
}

export default function RepushJobModal() {
  const { job } = useLoaderData<typeof loader>();
  const closeTo = `/history${useLocation().search}`;
  return (
    <Modal title="Repush Job" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to repush this job?</p>
      <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-gray-900 dark:text-gray-100">
        <JobId id={job.id} />
        <JobResults succeeded={job.succeeded} failed={job.failed} />
      </p>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">A new job sends exactly the failed orders again, to the same destination.</p>
      <ConfirmForm cancelTo={closeTo} label="Repush" />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
