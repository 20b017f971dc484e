import { shortJobId } from "~/lib/job-json.ts";

/** A job id as lists show it: 8 characters and an ellipsis, the whole id on hover. */
export function JobId({ id }: { id: string }) {
  return (
    <span title={id} className="whitespace-nowrap font-mono text-xs">
      {shortJobId(id)}
    </span>
  );
}
