import { useNavigation } from "@remix-run/react";
import { Button, ButtonLink } from "./ui/button.tsx";

/** Cancel (back to `cancelTo`) and the submit button at the foot of a modal form; the button rests while the form is on its way. */
export function FormActions({
  cancelTo,
  submitLabel,
  busyLabel,
  danger = false,
}: {
  cancelTo: string;
  submitLabel: string;
  busyLabel?: string;
  danger?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex justify-end gap-3 pt-2">
      <ButtonLink to={cancelTo} variant="secondary" preventScrollReset>
        Cancel
      </ButtonLink>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
