import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useGenerating } from "~/components/generator/generator-form.tsx";
import { PreflightProblem } from "~/components/generator/notices.tsx";
import { previewConfig } from "~/services/generator-preview.server.ts";
import { PreviewTable } from "~/components/generator/preview-table.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { db } from "~/db.server.ts";
import { shippingOptionLabel } from "~/lib/generator/config.ts";
import { previewOf } from "~/lib/generator/orders.ts";
import { requireUser } from "~/services/auth.server.ts";
import { GenerationError, previewOrders } from "~/services/job-generation.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { config, search } = previewConfig(request, "/generator/preview");
  const shown = { search, seed: config.seed, totalOrders: config.totalOrders, shipping: shippingOptionLabel(config.shippingOption) };
  try {
    const { orders } = await previewOrders(db(), user.id, config);
    return { ...shown, previews: orders.map(previewOf), problem: null };
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error;
    return { ...shown, previews: [], problem: { title: error.title, message: error.message } };
  }
}

export default function OrderPreviewModal() {
  const { search, seed, totalOrders, shipping, previews, problem } = useLoaderData<typeof loader>();
  const generating = useGenerating();
  return (
    <Modal title={`Order Preview (${totalOrders} orders)`} closeTo={`/generator${search}`} wide>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
        <span data-testid="preview-seed">Seed: {seed}</span> · {shipping}
      </p>
      {problem ? (
        <PreflightProblem title={problem.title} message={problem.message} />
      ) : (
        <>
          <PreviewTable previews={previews} search={search} />
          {/* The same settings and seed as the preview: Generate sends exactly these orders. */}
          <Form method="post" action="/generator" className="mt-4 flex justify-end">
            {[...new URLSearchParams(search)].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" disabled={generating}>
              {generating ? "Generating..." : "Generate these orders"}
            </Button>
          </Form>
        </>
      )}
    </Modal>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
