import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { RouteError } from "~/components/route-error.tsx";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { duplicateCustomer, getCustomer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

const notFound = () => new Response("Customer not found", { status: 404 });

// A GET only asks: a link prefetch or a crawler must never create a copy.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await getCustomer(db(), { id: params.id ?? "", userId: user.id });
  if (!customer) throw notFound();
  return { customer };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const copy = await duplicateCustomer(db(), { id: params.id ?? "", userId: user.id });
  if (!copy) throw notFound();
  return redirectWithToast(request, `/customers/${copy.id}/edit${new URL(request.url).search}`, {
    type: "success",
    title: "Customer duplicated",
    description: `${copy.label} has been created.`,
  });
}

export default function DuplicateCustomerModal() {
  const { customer } = useLoaderData<typeof loader>();
  const closeTo = `/customers${useLocation().search}`;
  return (
    <Modal title="Duplicate Customer" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Create a copy of <span className="font-medium text-gray-900 dark:text-gray-100">{customer.label}</span> and open it for editing?
      </p>
      <ConfirmForm cancelTo={closeTo} label="Duplicate" />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
