import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation, useOutlet } from "@remix-run/react";
import { AutoRefresh } from "~/components/auto-refresh.tsx";
import { JobDuration } from "~/components/jobs/job-duration.tsx";
import { JobFilters } from "~/components/jobs/job-filters.tsx";
import { JobId } from "~/components/jobs/job-id.tsx";
import { JobProgress } from "~/components/jobs/job-progress.tsx";
import { JobResults } from "~/components/jobs/job-results.tsx";
import { JobStatusBadge } from "~/components/jobs/job-status-badge.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { DataTable, type Column } from "~/components/ui/data-table.tsx";
import { LocalTime } from "~/components/ui/local-time.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { StatCard, StatGrid } from "~/components/ui/stat-card.tsx";
import { db } from "~/db.server.ts";
import { shortJobId } from "~/lib/job-json.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { DATE_RANGES } from "~/lib/preferences.ts";
import { ACTIVE_JOB_STATUSES, hasActiveJobs, JOB_SORT_KEYS, JOB_STATUSES, jobStats, listJobs, type Job, type JobFilter } from "~/models/jobs.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { readPreferences } from "~/services/preferences.server.ts";

export const meta: MetaFunction = () => [{ title: "Order History · Orderbench" }];

/** Unknown values mean "no filter" (status) or the user's default range, never an error page. */
function parseJobFilter(params: URLSearchParams, defaultRange: JobFilter["range"]): JobFilter {
  const status = JOB_STATUSES.find((value) => value === params.get("status")) ?? null;
  const range = DATE_RANGES.find((value) => value === params.get("range")) ?? defaultRange;
  return { status, range };
}

/**
 * What a row needs; the job's destination and configuration stay on the server.
 * `active` is decided here: the browser bundle has no access to the model's constants.
 */
function jobRow(job: Job) {
  const { id, status, total, sent, succeeded, failed, repushOf, createdAt, updatedAt } = job;
  return { id, status, total, sent, succeeded, failed, repushOf, createdAt, updatedAt, active: ACTIVE_JOB_STATUSES.includes(status) };
}

type JobRow = ReturnType<typeof jobRow>;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const filter = parseJobFilter(params, (await readPreferences(request)).defaultDateRange);
  const query = parseListQuery(params, { sortKeys: JOB_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const [{ jobs, total }, stats, active] = await Promise.all([
    listJobs(db(), user.id, filter, query),
    jobStats(db(), user.id, filter),
    hasActiveJobs(db(), user.id),
  ]);
  return { jobs: jobs.map(jobRow), total, stats, query, filter, active };
}

const linkClass = "text-indigo-600 hover:text-indigo-500";

function JobActions({ job }: { job: JobRow }) {
  const { search } = useLocation();
  const short = shortJobId(job.id);
  const base = `/history/${job.id}`;
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap text-sm font-medium">
      <Link to={`${base}${search}`} preventScrollReset aria-label={`View JSON of job ${short}`} className={linkClass}>
        View JSON
      </Link>
      {/* A plain link: the download is a resource route, which Remix must not fetch as a page. */}
      <a href={`${base}/export.json`} aria-label={`Export JSON of job ${short}`} className={linkClass}>
        Export JSON
      </a>
      {job.status === "failed" ? (
        <Link to={`${base}/repush${search}`} preventScrollReset aria-label={`Repush job ${short}`} className={linkClass}>
          Repush
        </Link>
      ) : null}
      {job.active ? (
        <Link to={`${base}/cancel${search}`} preventScrollReset aria-label={`Cancel job ${short}`} className="text-amber-700 hover:text-amber-600">
          Cancel
        </Link>
      ) : null}
      <Link to={`${base}/delete${search}`} preventScrollReset aria-label={`Delete job ${short}`} className="text-red-600 hover:text-red-500">
        Delete
      </Link>
    </div>
  );
}

export default function HistoryPage() {
  const { jobs, total, stats, query, filter, active } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const modalOpen = useOutlet() !== null;
  const showsActive = active || jobs.some((job) => job.active);

  const columns: Column<JobRow>[] = [
    {
      key: "id",
      header: "Job ID",
      cell: (job) => (
        <div>
          <JobId id={job.id} />
          {job.repushOf ? (
            <p className="mt-0.5 whitespace-nowrap text-xs text-gray-500 dark:text-gray-400">
              Repush of{" "}
              <Link to={`/history/${job.repushOf}${search}`} preventScrollReset title={job.repushOf} className={`font-mono ${linkClass}`}>
                {shortJobId(job.repushOf)}
              </Link>
            </p>
          ) : null}
        </div>
      ),
    },
    { key: "status", header: "Status", sortKey: "status", cell: (job) => <JobStatusBadge status={job.status} /> },
    { key: "progress", header: "Progress", sortKey: "total", cell: (job) => <JobProgress sent={job.sent} total={job.total} /> },
    { key: "results", header: "Results", cell: (job) => <JobResults succeeded={job.succeeded} failed={job.failed} /> },
    { key: "created", header: "Created", sortKey: "created_at", cell: (job) => <LocalTime value={job.createdAt} />, className: "whitespace-nowrap" },
    { key: "duration", header: "Duration", sortKey: "duration", cell: (job) => <JobDuration job={job} /> },
    { key: "actions", header: "Actions", cell: (job) => <JobActions job={job} /> },
  ];

  return (
    <>
      <PageHeader
        title="Order History"
        description="Every job, its progress and its results."
        actions={<ButtonLink to="/generator">Generate New</ButtonLink>}
      />
      <JobFilters
        status={filter.status}
        range={filter.range}
        keep={{ ...(query.q && { q: query.q }), sort: query.sort, dir: query.dir, size: String(query.size) }}
      />
      <div className="mb-6">
        <StatGrid>
          <StatCard title="Total Jobs" value={stats.totalJobs} />
          <StatCard title="Completed" value={stats.completed} />
          <StatCard title="Failed" value={stats.failed} />
          <StatCard title="Total Orders" value={stats.totalOrders} />
        </StatGrid>
      </div>
      {/* A confirmation does not reload under the pointer; Job Details watches its own job. */}
      <AutoRefresh active={showsActive && !modalOpen} seconds={2} />
      <DataTable
        caption="Jobs"
        columns={columns}
        rows={jobs}
        rowKey={(job) => job.id}
        total={total}
        query={query}
        searchPlaceholder="Search by job ID..."
        emptyText="No jobs found. Generate some orders to see them here."
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
