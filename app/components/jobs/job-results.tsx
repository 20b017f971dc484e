/** A job's results so far: how many orders succeeded and how many failed. */
export function JobResults({ succeeded, failed }: { succeeded: number; failed: number }) {
  return (
    <span className="whitespace-nowrap text-xs tabular-nums">
      <span className="text-green-700 dark:text-green-400">{succeeded} succeeded</span>
      <span className="text-gray-400"> · </span>
      <span className={failed > 0 ? "text-red-700 dark:text-red-400" : "text-gray-500 dark:text-gray-400"}>{failed} failed</span>
    </span>
  );
}
