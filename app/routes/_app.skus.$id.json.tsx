import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { JsonView } from "~/components/json-view.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { getSku } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const sku = await getSku(db(), { id: params.id ?? "", userId: user.id });
  if (!sku) throw new Response("SKU not found", { status: 404 });
  return { sku };
}

export default function SkuJsonModal() {
  const { sku } = useLoaderData<typeof loader>();
  return (
    <Modal title={`SKU ${sku.sku}`} closeTo={`/skus${useLocation().search}`}>
      <JsonView value={sku} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
