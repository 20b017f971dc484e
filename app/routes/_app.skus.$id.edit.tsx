import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { RouteError } from "~/components/route-error.tsx";
import { SkuForm } from "~/components/sku-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { skuInputSchema } from "~/lib/schemas/sku.ts";
import { getSku, SkuExistsError, updateSku } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

const notFound = () => new Response("SKU not found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const sku = await getSku(db(), { id: params.id ?? "", userId: user.id });
  if (!sku) throw notFound();
  return { sku };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: skuInputSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const sku = await updateSku(db(), { id: params.id ?? "", userId: user.id }, submission.value);
    if (!sku) throw notFound();
    return redirectWithToast(request, `/skus${new URL(request.url).search}`, { type: "success", title: "SKU updated", description: `${sku.sku} has been saved.` });
  } catch (error) {
    if (!(error instanceof SkuExistsError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { sku: [error.message] } }) }, { status: 409 });
  }
}

export default function EditSkuModal() {
  const { sku } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = `/skus${useLocation().search}`;
  return (
    <Modal title="Edit SKU" closeTo={closeTo}>
      <SkuForm sku={sku} lastResult={actionData?.result} submitLabel="Save Changes" cancelTo={closeTo} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
