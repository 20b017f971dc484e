import type { RowError } from "~/lib/csv/rows.ts";

const SHOWN = 200;

/** The rows an import refused, each with its column and message. */
export function RowErrors({ errors }: { errors: RowError[] }) {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 dark:bg-red-900/30">
      <p className="text-sm font-semibold text-red-800 dark:text-red-200">
        Nothing was imported: {errors.length === 1 ? "1 problem" : `${errors.length.toLocaleString("en-US")} problems`} to fix first.
      </p>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="min-w-full text-left text-xs text-red-900 dark:text-red-100">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">Row</th>
              <th scope="col" className="py-1 pr-3">Column</th>
              <th scope="col" className="py-1">Message</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, SHOWN).map((error, i) => (
              <tr key={i}>
                <td className="py-0.5 pr-3 tabular-nums">{error.row || "-"}</td>
                <td className="py-0.5 pr-3">{error.column || "-"}</td>
                <td className="py-0.5">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {errors.length > SHOWN ? <p className="mt-1 text-xs">…and {(errors.length - SHOWN).toLocaleString("en-US")} more.</p> : null}
      </div>
    </div>
  );
}
