import { Form, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated.ts";
import { DATE_RANGE_LABELS, DATE_RANGES } from "~/lib/preferences.ts";

const STATUS_FILTER_OPTIONS = [
  { value: "", label: "All Statuses" },
  { value: "pending", label: "Pending" },
  { value: "running", label: "Running" },
  { value: "completed", label: "Completed" },
  { value: "failed", label: "Failed" },
  { value: "cancelled", label: "Cancelled" },
] as const;

const selectClass =
  "rounded-md border-0 py-1.5 pl-2 pr-8 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600";

/**
 * The status and time-range filters as a GET form. The list's search, sort and page
 * size ride along so a filter change keeps them (and goes back to page 1). With
 * JavaScript a change applies at once; without, the Apply button does. The selects
 * are keyed by the applied value, so after Back or a link they show what the list shows.
 */
export function JobFilters({
  status,
  range,
  keep,
}: {
  status: string | null;
  range: string;
  keep: Record<string, string>;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true });
  return (
    <Form method="get" aria-label="Filter jobs" className="mb-6 flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-700 dark:text-gray-300">
        Status
        <select key={status ?? ""} name="status" defaultValue={status ?? ""} onChange={onChange} className={selectClass}>
          {STATUS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-700 dark:text-gray-300">
        Time range
        <select key={range} name="range" defaultValue={range} onChange={onChange} className={selectClass}>
          {DATE_RANGES.map((value) => (
            <option key={value} value={value}>
              {DATE_RANGE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? null : (
        <button type="submit" className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white">
          Apply
        </button>
      )}
    </Form>
  );
}
