import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { clearCatalogue } from "~/models/catalogue.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  await clearCatalogue(db(), user.id);
  return redirectWithToast(request, "/settings/app", {
    type: "success",
    title: "Data cleared",
    description: "All SKUs and customers have been removed",
  });
}

export default function ClearAllDataModal() {
  return (
    <Modal title="Clear All Data" closeTo="/settings/app">
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to clear all data? This action cannot be undone.</p>
      <ConfirmForm cancelTo="/settings/app" label="Yes, clear all data" danger />
    </Modal>
  );
}
