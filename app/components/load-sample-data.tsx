import { Form, useNavigation } from "@remix-run/react";
import type { Toast } from "~/lib/toast.ts";
import { Button } from "./ui/button.tsx";

/**
 * 'Load sample data', offered while a catalogue list is empty. It posts the
 * `load-sample` intent to the page's own action, which loads SKUs and customers together.
 */
export function LoadSampleData() {
  const navigation = useNavigation();
  const loading = navigation.state === "submitting" && navigation.formData?.get("intent") === "load-sample";
  return (
    <Form method="post" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-indigo-50 p-4 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
      <input type="hidden" name="intent" value="load-sample" />
      <p className="flex-1">Nothing here yet. Load a demo set of SKUs and test customers to try the generator at once.</p>
      <Button type="submit" disabled={loading}>
        Load sample data
      </Button>
    </Form>
  );
}

/** What the pages say once the sample is in. */
export function sampleLoadedToast(result: { skus: { created: number; updated: number }; customers: number }): Toast {
  const { created, updated } = result.skus;
  return {
    type: "success",
    title: "Sample data loaded",
    description: `${created} SKUs${updated ? ` (${updated} updated)` : ""} and ${result.customers} customers added.`,
  };
}
