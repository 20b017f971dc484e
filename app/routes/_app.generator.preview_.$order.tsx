import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { previewConfig } from "~/services/generator-preview.server.ts";
import { JsonView } from "~/components/json-view.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { GenerationError, previewOrders } from "~/services/job-generation.server.ts";

/** /generator/preview/{n}?<settings and seed>: order n of that preview, regenerated from the URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const position = Number(params.order);
  const { config, search } = previewConfig(request, `/generator/preview/${params.order}`);
  try {
    const { orders } = await previewOrders(db(), user.id, config);
    const order = Number.isInteger(position) ? orders[position - 1] : undefined;
    if (!order) throw new Response("Order not found", { status: 404 });
    return { order, position, total: orders.length, search };
  } catch (error) {
    // The catalogue changed under the preview: the preview itself says what is missing.
    if (error instanceof GenerationError) throw redirect(`/generator/preview${search}`);
    throw error;
  }
}

export default function OrderJsonModal() {
  const { order, position, total, search } = useLoaderData<typeof loader>();
  return (
    <Modal title="Order JSON" closeTo={`/generator/preview${search}`}>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
        Order {order.order_number} ({position} of {total}), as it would be sent to the dispatch API.
      </p>
      <JsonView value={order} />
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
