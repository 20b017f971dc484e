interface Timed {
  status: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * Spec: the seconds between created and updated, or '-' when that is not positive;
 * a running job shows 'Running...' since its figure would only be the time so far.
 */
export function jobDurationText({ status, createdAt, updatedAt }: Timed): string {
  if (status === "running") return "Running...";
  const seconds = (new Date(updatedAt).getTime() - new Date(createdAt).getTime()) / 1000;
  if (!(seconds > 0)) return "-";
  // A fast job takes a fraction of a second, which whole seconds would show as 0.
  if (seconds < 0.1) return "<0.1s";
  return seconds < 10 ? `${seconds.toFixed(1)}s` : `${Math.round(seconds)}s`;
}

export function JobDuration({ job }: { job: Timed }) {
  return <span className="tabular-nums">{jobDurationText(job)}</span>;
}
