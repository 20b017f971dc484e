import { Link, useLocation } from "@remix-run/react";

type Action = "json" | "duplicate" | "edit" | "delete";

const TEXT: Record<Action, { label: string; aria: (name: string) => string }> = {
  json: { label: "JSON", aria: (name) => `View JSON of ${name}` },
  duplicate: { label: "Duplicate", aria: (name) => `Duplicate ${name}` },
  edit: { label: "Edit", aria: (name) => `Edit ${name}` },
  delete: { label: "Delete", aria: (name) => `Delete ${name}` },
};

/**
 * A list row's actions: links to its modal routes (`<base>/<action>`), keeping the
 * list's search, sort and page so closing the modal returns to the same view.
 */
export function RowActions({ base, name, actions }: { base: string; name: string; actions: Action[] }) {
  const { search } = useLocation();
  return (
    <div className="flex gap-3 text-sm font-medium">
      {actions.map((action) => (
        <Link
          key={action}
          to={`${base}/${action}${search}`}
          preventScrollReset
          aria-label={TEXT[action].aria(name)}
          className={action === "delete" ? "text-red-600 hover:text-red-500" : "text-indigo-600 hover:text-indigo-500"}
        >
          {TEXT[action].label}
        </Link>
      ))}
    </div>
  );
}
