import { Form } from "@remix-run/react";
import { FormActions } from "./form-actions.tsx";

/** The Cancel / confirm pair at the bottom of a confirmation modal: the confirm button posts to the route. */
export function ConfirmForm({ cancelTo, label, danger = false }: { cancelTo: string; label: string; danger?: boolean }) {
  return (
    <Form method="post" className="mt-4">
      <FormActions cancelTo={cancelTo} submitLabel={label} danger={danger} />
    </Form>
  );
}
