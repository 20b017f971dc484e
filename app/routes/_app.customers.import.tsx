import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { CsvUploadForm } from "~/components/csv-upload-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { SIMPLE_CUSTOMER_COLUMNS } from "~/lib/csv/customers.ts";
import { requireUser } from "~/services/auth.server.ts";
import { importCustomerCsv } from "~/services/catalogue-import.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";
import { readCsvUpload } from "~/services/upload.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const upload = await readCsvUpload(request);
  if (!upload.ok) return data({ errors: [{ row: 0, column: "", message: upload.message }] }, { status: 400 });
  const result = await importCustomerCsv(db(), user.id, upload.file.stream());
  if (!result.ok) return data({ errors: result.errors }, { status: 422 });
  return redirectWithToast(request, `/customers${new URL(request.url).search}`, {
    type: "success",
    title: "CSV imported",
    description: `${result.created} ${result.created === 1 ? "customer" : "customers"} added.`,
  });
}

export default function ImportCustomersModal() {
  const actionData = useActionData<typeof action>();
  const closeTo = `/customers${useLocation().search}`;
  return (
    <Modal title="Import CSV" closeTo={closeTo}>
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>
          Either Orderbench's format, with the columns <code className="text-xs">{SIMPLE_CUSTOMER_COLUMNS.join(",")}</code>, or a
          customer CSV from Shopify (its import template or its customer export). Every row adds a customer.
        </p>
        <p>If any row is wrong, nothing is imported and every problem is listed. Up to 100,000 rows or 20 MB.</p>
      </div>
      <CsvUploadForm cancelTo={closeTo} submitLabel="Import" busyLabel="Importing..." errors={actionData?.errors} />
    </Modal>
  );
}
