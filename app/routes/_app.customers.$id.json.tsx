import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { JsonView } from "~/components/json-view.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { getCustomer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const customer = await getCustomer(db(), { id: params.id ?? "", userId: user.id });
  if (!customer) throw new Response("Customer not found", { status: 404 });
  return { customer };
}

export default function CustomerJsonModal() {
  const { customer } = useLoaderData<typeof loader>();
  return (
    <Modal title={`Customer ${customer.label}`} closeTo={`/customers${useLocation().search}`}>
      <JsonView value={customer} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
