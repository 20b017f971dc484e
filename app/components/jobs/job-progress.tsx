/** Whole percent of a job's orders sent; an empty job counts as not started. */
export function progressPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((sent / total) * 100));
}

/** 'sent / total', the percent and a bar. */
export function JobProgress({ sent, total }: { sent: number; total: number }) {
  const percent = progressPercent(sent, total);
  return (
    <div className="min-w-32">
      <div className="flex items-baseline justify-between gap-2 text-xs tabular-nums">
        <span className="text-gray-900 dark:text-gray-100">
          {sent} / {total}
        </span>
        <span className="text-gray-500 dark:text-gray-400">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${sent} of ${total} orders sent`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
