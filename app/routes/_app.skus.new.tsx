import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { SkuForm } from "~/components/sku-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { skuInputSchema } from "~/lib/schemas/sku.ts";
import { createSku, SkuExistsError } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: skuInputSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const sku = await createSku(db(), user.id, submission.value);
    return redirectWithToast(request, `/skus${new URL(request.url).search}`, { type: "success", title: "SKU added", description: `${sku.sku} has been added.` });
  } catch (error) {
    if (!(error instanceof SkuExistsError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { sku: [error.message] } }) }, { status: 409 });
  }
}

export default function NewSkuModal() {
  const actionData = useActionData<typeof action>();
  const closeTo = `/skus${useLocation().search}`;
  return (
    <Modal title="Add SKU" closeTo={closeTo}>
      <SkuForm lastResult={actionData?.result} submitLabel="Add SKU" cancelTo={closeTo} />
    </Modal>
  );
}
