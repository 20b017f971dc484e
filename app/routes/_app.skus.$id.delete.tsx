import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { RouteError } from "~/components/route-error.tsx";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { deleteSku, getSku } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const sku = await getSku(db(), { id: params.id ?? "", userId: user.id });
  if (!sku) throw new Response("SKU not found", { status: 404 });
  return { sku };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const listUrl = `/skus${new URL(request.url).search}`;
  const deleted = await deleteSku(db(), { id: params.id ?? "", userId: user.id });
  return redirectWithToast(
    request,
    listUrl,
    deleted
      ? { type: "success", title: "SKU deleted", description: "The SKU has been successfully deleted" }
      : { type: "error", title: "Delete failed", description: "Failed to delete SKU" },
  );
}

export default function DeleteSkuModal() {
  const { sku } = useLoaderData<typeof loader>();
  const closeTo = `/skus${useLocation().search}`;
  return (
    <Modal title="Delete SKU" closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">Are you sure you want to delete this SKU?</p>
      <p className="mt-1 font-mono text-sm text-gray-900 dark:text-gray-100">
        {sku.sku} · {sku.title}
      </p>
      <ConfirmForm cancelTo={closeTo} label="Delete" danger />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
