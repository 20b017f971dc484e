import { Form } from "@remix-run/react";
import { Button, ButtonLink } from "./ui/button.tsx";

/** The Cancel / confirm pair at the bottom of a confirmation modal: the confirm button posts to the route. */
export function ConfirmForm({ cancelTo, label, danger = false }: { cancelTo: string; label: string; danger?: boolean }) {
  return (
    <Form method="post" className="mt-6 flex justify-end gap-3">
      <ButtonLink to={cancelTo} variant="secondary" preventScrollReset>
        Cancel
      </ButtonLink>
      <Button type="submit" variant={danger ? "danger" : "primary"}>
        {label}
      </Button>
    </Form>
  );
}
