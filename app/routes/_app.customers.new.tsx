import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { CustomerForm } from "~/components/customer-form.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { countries } from "~/lib/countries.ts";
import { customerInputSchema } from "~/lib/schemas/customer.ts";
import { createCustomer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { countries: countries() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: customerInputSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const customer = await createCustomer(db(), user.id, submission.value);
  return redirectWithToast(request, `/customers${new URL(request.url).search}`, {
    type: "success",
    title: "Customer added",
    description: `${customer.label} has been added.`,
  });
}

export default function NewCustomerModal() {
  const { countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = `/customers${useLocation().search}`;
  return (
    <Modal title="Add Customer" closeTo={closeTo}>
      <CustomerForm countries={countries} lastResult={actionData?.result} submitLabel="Add Customer" cancelTo={closeTo} />
    </Modal>
  );
}
