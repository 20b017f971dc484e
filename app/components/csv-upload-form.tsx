import { Form } from "@remix-run/react";
import type { RowError } from "~/lib/csv/rows.ts";
import { RowErrors } from "./row-errors.tsx";
import { FormActions } from "./form-actions.tsx";

/** The file picker of the CSV imports, with the rows the last attempt refused. */
export function CsvUploadForm({ cancelTo, submitLabel, busyLabel, errors }: { cancelTo: string; submitLabel: string; busyLabel: string; errors?: RowError[] }) {
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
      <label className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        CSV file
        <input type="file" name="file" accept=".csv,text/csv" required className="mt-1 block w-full text-sm" />
      </label>
      {errors ? <RowErrors errors={errors} /> : null}
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </Form>
  );
}
