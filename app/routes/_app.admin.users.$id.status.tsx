import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { db } from "~/db.server.ts";
import { RouteError } from "~/components/route-error.tsx";
import { ConfirmForm } from "~/components/confirm-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { AccountRuleError, findUserById, publicUser, updateUserAccess } from "~/models/users.server.ts";
import { requireAdmin } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await findUserById(db(), params.id ?? "");
  if (!user) throw new Response("User not found", { status: 404 });
  return { user: publicUser(user) };
}

/** Confirms and applies disabling (or enabling) an account; disabling ends its sessions. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const listUrl = `/admin/users${new URL(request.url).search}`;
  const target = await findUserById(db(), params.id ?? "");
  if (!target) throw new Response("User not found", { status: 404 });
  const status = target.status === "active" ? "disabled" : "active";
  try {
    await updateUserAccess(db(), { actorId: admin.id, userId: target.id, status });
  } catch (error) {
    if (!(error instanceof AccountRuleError)) throw error;
    return redirectWithToast(request, listUrl, { type: "error", title: "Update failed", description: error.message });
  }
  return redirectWithToast(request, listUrl, {
    type: "success",
    title: status === "disabled" ? "User disabled" : "User enabled",
    description: status === "disabled" ? `${target.email} can no longer sign in.` : `${target.email} can sign in again.`,
  });
}

export default function UserStatusModal() {
  const { user } = useLoaderData<typeof loader>();
  const location = useLocation();
  const closeTo = `/admin/users${location.search}`;
  const disabling = user.status === "active";
  return (
    <Modal title={disabling ? "Disable user" : "Enable user"} closeTo={closeTo}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {disabling
          ? `Are you sure you want to disable ${user.email}? They will be signed out and cannot sign in until enabled again.`
          : `Are you sure you want to enable ${user.email}? They will be able to sign in again.`}
      </p>
      <ConfirmForm cancelTo={closeTo} label={disabling ? "Disable" : "Enable"} danger={disabling} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
