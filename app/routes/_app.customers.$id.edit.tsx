import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { CustomerForm } from "~/components/customer-form.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { countries } from "~/lib/countries.ts";
import { customerInputSchema } from "~/lib/schemas/customer.ts";
import { getCustomer, updateCustomer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

const notFound = () => new Response("Customer not found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await getCustomer(db(), { id: params.id ?? "", userId: user.id });
  if (!customer) throw notFound();
  return { customer, countries: countries() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: customerInputSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const customer = await updateCustomer(db(), { id: params.id ?? "", userId: user.id }, submission.value);
  if (!customer) throw notFound();
  return redirectWithToast(request, `/customers${new URL(request.url).search}`, {
    type: "success",
    title: "Customer updated",
    description: `${customer.label} has been saved.`,
  });
}

export default function EditCustomerModal() {
  const { customer, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = `/customers${useLocation().search}`;
  return (
    <Modal title="Edit Customer" closeTo={closeTo}>
      <CustomerForm customer={customer} countries={countries} lastResult={actionData?.result} submitLabel="Save Changes" cancelTo={closeTo} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
