import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { RouteError } from "~/components/route-error.tsx";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { deleteCustomer, getCustomer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await getCustomer(db(), { id: params.id ?? "", userId: user.id });
  if (!customer) throw new Response("Customer not found", { status: 404 });
  return { customer };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const deleted = await deleteCustomer(db(), { id: params.id ?? "", userId: user.id });
  // A customer already gone (another tab, or never this user's) is the spec's failed delete, not an error page.
  return redirectWithToast(
    request,
    `/customers${new URL(request.url).search}`,
    deleted
      ? { type: "success", title: "Customer deleted", description: "The customer has been successfully deleted" }
      : { type: "error", title: "Delete failed", description: "Failed to delete customer" },
  );
}

export default function DeleteCustomerModal() {
  const { customer } = useLoaderData<typeof loader>();
  const closeTo = `/customers${useLocation().search}`;
  return (
    <Modal title="Delete Customer" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to delete this customer?</p>
      <p className="mt-1 text-sm text-gray-900 dark:text-gray-100">
        {customer.label} · {customer.customer.email}
      </p>
      <ConfirmForm cancelTo={closeTo} label="Delete" danger />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
