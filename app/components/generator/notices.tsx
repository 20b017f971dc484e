import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { shortJobId } from "~/lib/job-json.ts";

// The generator's boxes: the outcome of Generate (spec §2), the preflight problems
// (spec §5) and the missing dispatch settings hint.

const tones = {
  success: "bg-green-50 text-green-900 ring-green-600/20 dark:bg-green-950 dark:text-green-100",
  error: "bg-red-50 text-red-900 ring-red-600/20 dark:bg-red-950 dark:text-red-100",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950 dark:text-amber-100",
} as const;

function Notice({ tone, title, testId, children }: { tone: keyof typeof tones; title: string; testId: string; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} data-testid={testId} className={`rounded-md p-4 text-sm ring-1 ring-inset ${tones[tone]}`}>
      <p className="font-semibold">{title}</p>
      <div className="mt-1 space-y-1">{children}</div>
    </div>
  );
}

export function JobCreated({ jobId }: { jobId: string }) {
  return (
    <Notice tone="success" title="Job created successfully" testId="generation-success">
      <p>Order generation job has been started. You can monitor progress in the dashboard.</p>
      <p>
        <Link to={`/history/${jobId}`} className="font-medium underline" title={jobId}>
          View job {shortJobId(jobId)}
        </Link>
        {" · "}
        <Link to="/" className="font-medium underline">
          Open the dashboard
        </Link>
      </p>
    </Notice>
  );
}

export interface GenerationFailure {
  /** The problem's own title (e.g. 'No SKUs available'), when it has one. */
  title: string | null;
  message: string;
}

export function GenerationFailed({ failure }: { failure: GenerationFailure }) {
  return (
    <Notice tone="error" title="Generation failed" testId="generation-failure">
      <p>
        {failure.title ? <span className="font-medium">{failure.title}: </span> : null}
        {failure.message}
      </p>
    </Notice>
  );
}

/** A preflight problem: the spec's title and message, with the way out. */
export function PreflightProblem({ title, message }: { title: string; message: string }) {
  const fix = title === "No SKUs available" ? { to: "/skus", label: "Go to SKUs" } : { to: "/customers", label: "Go to Test Customers" };
  return (
    <Notice tone="warning" title={title} testId="generator-preflight">
      <p>{message}</p>
      <p>
        <Link to={fix.to} className="font-medium underline">
          {fix.label}
        </Link>
      </p>
    </Notice>
  );
}

export function SettingsMissing() {
  return (
    <Notice tone="warning" title="Dispatch API not configured" testId="generator-settings-missing">
      <p>
        Orders can be previewed, but Generate needs the dispatch API settings.{" "}
        <Link to="/settings/api" className="font-medium underline">
          Open API Settings
        </Link>
      </p>
    </Notice>
  );
}
